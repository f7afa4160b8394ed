import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkGraph, withImports } from './chunk-graph';
import { browserBuildOnly } from './browser-build';

/**
 * Makes every chunk loaded on demand (a page, the app itself) import all the chunks it needs directly, not only
 * through the chunks it imports: the browser then requests them all as soon as it has read the page's chunk,
 * instead of one level of imports after another (a round trip each on a phone). The imports are added after the
 * chunk's own, so modules still run in the same order: each was already run by the imports before it.
 *
 * Vite would otherwise add a `<link rel="modulepreload">` to the document for each of those chunks when the page
 * loads (`build.modulePreload`), which is turned off: a page of the shop needs twenty small chunks or so, and
 * adding their twenty links blocked a phone's main thread for longer than any other step of taking over a page
 * drawn by the server.
 */
export function directImports(): Plugin {
  return {
    name: 'marketplace-direct-imports',
    apply: browserBuildOnly,
    generateBundle(_options, bundle) {
      const chunks = chunkGraph(bundle);
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry) continue;
        const direct = new Set(chunk.imports);
        const added = [...withImports(chunks, chunk.fileName)].filter(
          (fileName) => fileName !== chunk.fileName && !direct.has(fileName),
        );
        if (added.length === 0) continue;
        const from = path.posix.dirname(chunk.fileName);
        const statements = added.map((fileName) => {
          const relative = path.posix.relative(from, fileName);
          return `import"${relative.startsWith('../') ? relative : `./${relative}`}";`;
        });
        chunk.code += `\n${statements.join('')}\n`;
      }
    },
  };
}
