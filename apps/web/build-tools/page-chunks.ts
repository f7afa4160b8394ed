import type { Plugin } from 'vite';
import { chunkGraph, withImports } from './chunk-graph';
import { browserBuildOnly } from './browser-build';

/** The server reads it by this name (`apps/api/src/http/page-html.ts`). */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

const PAGE_MODULE = /[\\/]routes[\\/]([a-z-]+-page)\.tsx$/;
/** The app itself, the chunk of that name (`vite.config.ts`), which index.html's small entry imports. */
const START_CHUNK = 'start';

/**
 * Writes, for every page loaded on demand (`src/features/<feature>/routes/<name>-page.tsx`) and for the app
 * itself (`start`), the script files it needs beyond the entry and the entry's own imports:
 * `{ "start": […], "products-page": ["/assets/…js", …] }`.
 * The server names them in the HTML of that page, so they download alongside the app's own scripts
 * instead of after them.
 */
export function pageChunks(): Plugin {
  return {
    name: 'marketplace-page-chunks',
    apply: browserBuildOnly,
    generateBundle(_options, bundle) {
      const chunks = chunkGraph(bundle);
      // index.html names its entry, which asks for its own few imports (Vite's preload helper) as it arrives.
      // Naming those as well was measured: one more request before the first paint cost the cart more than the
      // round trip it saves (docs/performance.md).
      const loadedByEntry = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) withImports(chunks, chunk.fileName, loadedByEntry);

      const pages: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const page =
          chunk.name === START_CHUNK
            ? START_CHUNK
            : chunk.isDynamicEntry
              ? chunk.facadeModuleId?.match(PAGE_MODULE)?.[1]
              : undefined;
        if (!page) continue;
        pages[page] = [...withImports(chunks, chunk.fileName)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
