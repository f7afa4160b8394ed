import type { Rolldown } from 'vite';

export type ChunkGraph = Map<string, Rolldown.OutputChunk>;

/** The script chunks of a bundle, by file name. */
export function chunkGraph(bundle: Rolldown.OutputBundle): ChunkGraph {
  const chunks: ChunkGraph = new Map();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** A chunk and every chunk it imports, directly or through others (static imports only). */
export function withImports(chunks: ChunkGraph, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, found);
  return found;
}
