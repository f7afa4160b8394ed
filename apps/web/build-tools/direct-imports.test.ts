import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { directImports } from './direct-imports';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'code' | 'imports' | 'isDynamicEntry'>;

const chunk = (name: string, imports: string[], isDynamicEntry = false): Chunk => ({
  type: 'chunk',
  fileName: `assets/${name}.js`,
  code: `/* ${name} */`,
  imports: imports.map((imported) => `assets/${imported}.js`),
  isDynamicEntry,
});

function build(chunks: Chunk[]): Record<string, Chunk> {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const hook = directImports().generateBundle as (options: unknown, bundle: unknown) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

describe('chunks loaded on demand import every chunk they need directly', () => {
  it("adds the imports of a page's imports, after its own, and leaves other chunks as they were", () => {
    const bundle = build([
      chunk('index', ['preload']),
      chunk('products-page', ['card', 'react'], true),
      chunk('card', ['price', 'react']),
      chunk('price', ['format']),
      chunk('format', []),
      chunk('react', []),
      chunk('preload', []),
    ]);
    expect(bundle['assets/products-page.js']?.code).toBe(
      '/* products-page */\nimport"./price.js";import"./format.js";\n',
    );
    expect(bundle['assets/card.js']?.code).toBe('/* card */');
    expect(bundle['assets/index.js']?.code).toBe('/* index */');
  });

  it('adds nothing when a page already imports all it needs, and never the page itself', () => {
    const bundle = build([
      chunk('cart-page', ['react'], true),
      chunk('react', []),
      chunk('orders-page', ['shared'], true),
      chunk('shared', ['orders-page', 'react']),
    ]);
    expect(bundle['assets/cart-page.js']?.code).toBe('/* cart-page */');
    expect(bundle['assets/orders-page.js']?.code).toBe('/* orders-page */\nimport"./react.js";\n');
  });
});
