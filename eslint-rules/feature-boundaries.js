import path from 'node:path';

/**
 * The web app's layers: a feature reaches another feature only through its public entry
 * (`features/<name>` or `features/<name>/index`); `components/` and `lib/` import from neither
 * `features/` nor `app/`; features do not import from `app/`. `app/` composes and may import any module.
 * Relative specifiers are resolved against the importing file, so every spelling of a path counts the
 * same. The web app defines no import alias (tsconfig `paths`, Vite `resolve.alias`); one added there
 * must be taught to this rule. Package imports are not its concern.
 */

/** `features/cart/state/use-cart` → ['features', 'cart', 'state', 'use-cart'], or null outside the root. */
function segmentsUnder(root, file) {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** A feature's public entry: its folder, or its index module. */
const isPublicEntry = (segments) =>
  segments.length === 2 || (segments.length === 3 && /^index(\.tsx?)?$/.test(segments[2]));

/** What is wrong with importing `target` from `source`, or null when the import is allowed. */
function violationOf(source, target) {
  const [layer, feature] = source;
  const [targetLayer, targetFeature] = target;
  if (layer === 'features') {
    if (targetLayer === 'app') return { messageId: 'layer', data: { layer: 'features', target: 'app' } };
    if (targetLayer === 'features' && targetFeature && targetFeature !== feature && !isPublicEntry(target)) {
      return { messageId: 'deepImport', data: { feature: targetFeature } };
    }
    return null;
  }
  if ((layer === 'components' || layer === 'lib') && (targetLayer === 'features' || targetLayer === 'app')) {
    return { messageId: 'layer', data: { layer, target: targetLayer } };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web app layers apart and features behind their public entries' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'The web app source folder, absolute' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{specifier}}' reaches inside the {{feature}} feature: import from its public entry 'features/{{feature}}' instead.",
      layer: "'{{specifier}}': {{layer}}/ may not import from {{target}}/.",
    },
  },

  create(context) {
    const root = context.options[0].root;
    const source = segmentsUnder(root, context.filename);
    if (!source) return {};

    function check(node) {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier?.startsWith('.')) return;
      const target = segmentsUnder(root, path.resolve(path.dirname(context.filename), specifier));
      const violation = target && violationOf(source, target);
      if (violation) context.report({ node, messageId: violation.messageId, data: { ...violation.data, specifier } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
