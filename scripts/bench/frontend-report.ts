// The front-end sections of docs/benchmarks.md: what was audited, Lighthouse, first-load JavaScript, where heavy
// libraries load.
import path from 'node:path';
import { kb, markdownTable } from './format.js';
import { budgetedJsBytes, LIBRARY_RULES, type LibraryRule, type RouteBundle } from './frontend.js';
import { lighthouseSections } from './lighthouse-report.js';
import type { FrontendResult } from './report.js';

export function routesLoading(bundles: RouteBundle[], key: LibraryRule['key']): string[] {
  return bundles
    .filter((route) => route.scripts.some((script) => script.libraries.includes(key)))
    .map((route) => route.path);
}

const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

export function frontendSections(frontend: FrontendResult | null): string {
  if (!frontend) return '## Front end\n\nNot measured in this run.';
  const { product, cartLines } = frontend;
  const parts: string[] = [
    `## Front end\n\nServer: ${frontend.server}. Web build: ${frontend.webBuild}.` +
      (product
        ? ` Product page: \`${product.path}\` “${product.name}” (${count(product.pictures, 'picture')}, ${count(product.reviews, 'review')}).`
        : '') +
      (cartLines.length > 0 ? ` Cart: ${cartLines.length} lines (${cartLines.join('; ')}).` : ''),
  ];
  if (frontend.lighthouse) {
    parts.push(lighthouseSections(frontend.lighthouse, frontend.lighthouseRuns));
  } else parts.push('### Lighthouse\n\nNot run.');
  const slower = frontend.slowerHost;
  if (slower) parts.push(lighthouseSections(slower.pages, slower.runs, slower.cpuSlowdown));
  if (frontend.bundles) {
    parts.push(
      '### First-load JavaScript per route\n\n' +
        markdownTable(
          [
            'route',
            'JS gzip',
            'counted against 150 KB',
            'JS raw',
            'files',
            'CSS gzip',
            'watched libraries loaded',
            'largest JS files (gzip)',
          ],
          frontend.bundles.map((route) => [
            `${route.label} \`${route.path}\`${route.finalPath && route.finalPath !== route.path ? ` (ended on \`${route.finalPath}\`)` : ''}`,
            route.failure ? `failed: ${route.failure}` : kb(route.jsGzipBytes),
            route.failure ? '–' : kb(budgetedJsBytes(route)),
            kb(route.jsRawBytes),
            String(route.scripts.length),
            kb(route.cssGzipBytes),
            [...new Set(route.scripts.flatMap((script) => script.libraries))].join(', ') || '–',
            [...route.scripts]
              .sort((a, b) => b.gzipBytes - a.gzipBytes)
              .slice(0, 4)
              .map((script) => `${path.posix.basename(new URL(script.url).pathname)} ${kb(script.gzipBytes)}`)
              .join(', ') || '–',
          ]),
          ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
        ),
    );
    const chunkRows = LIBRARY_RULES.map((rule) => {
      const chunks = frontend.chunks.filter((chunk) => chunk.libraries.includes(rule.key));
      const loadedOn = routesLoading(frontend.bundles ?? [], rule.key);
      return [
        rule.name,
        rule.allowedPath,
        chunks.length > 0
          ? chunks.map((chunk) => `${chunk.file} (${kb(chunk.gzipBytes)})`).join(', ')
          : rule.key === 'payment'
            ? 'external script'
            : 'not in the build',
        loadedOn.join(', ') || 'none',
      ];
    });
    parts.push(
      '### Where the heavy libraries load\n\n' +
        markdownTable(['library', 'allowed on', 'chunks (gzip)', 'loaded at first load on'], chunkRows, [
          'l',
          'l',
          'l',
          'l',
        ]),
    );
  }
  for (const note of frontend.notes) parts.push(`- **note**: ${note}`);
  return parts.join('\n\n');
}
