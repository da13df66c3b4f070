// How a sibling file of dist/stack-elements.js hands its value to the script: it pushes
// [name, value] onto this global (an array until the script takes it over), JSONP-style, so no
// fetch or eval is needed and `script-src 'self'` suffices. The build bundles registerChunk into each file.

export const CHUNK_GLOBAL = '__stackElementsChunks';

/** A file's name relative to the script, without `.js` (e.g. 'locales/de'), and what it carries. */
export type ChunkEntry = readonly [name: string, value: unknown];

interface ChunkQueue {
  push(...entries: ChunkEntry[]): unknown;
}

/** What a sibling file runs: hands `value` to the script, whether the script listens yet or not. */
export function registerChunk(name: string, value: unknown): void {
  const host = globalThis as unknown as Record<string, ChunkQueue | undefined>;
  const queue = host[CHUNK_GLOBAL] ?? (host[CHUNK_GLOBAL] = [] as ChunkEntry[]);
  queue.push([name, value]);
}
