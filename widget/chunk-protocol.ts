// How a sibling file of dist/stack-elements.js hands its value to the script: it pushes
// [name, value] onto this global (an array until the script takes it over), JSONP-style, so no
// fetch or eval is needed and `script-src 'self'` suffices. The build bundles registerChunk into each file.

export const CHUNK_GLOBAL = '__stackElementsChunks';

/**
 * A file's name relative to the script, without `.js` (e.g. 'locales/de'), and what it carries: a value
 * (a locale table; the script's own exports), or for a code chunk (dist/parts/*.js, tools/script-parts.ts)
 * a factory that runs once the chunks it imports from have run, and returns its exports.
 */
export type ChunkEntry = readonly [name: string, value: unknown] | readonly [name: string, factory: ChunkFactory, deps: readonly string[]];

/** A code chunk's body: `require` gives the exports of a chunk it depends on, `load` a dynamic import. */
export type ChunkFactory = (require: (name: string) => unknown, load: (name: string) => Promise<unknown>) => Record<string, unknown>;

interface ChunkQueue {
  push(...entries: ChunkEntry[]): unknown;
}

/** What a sibling file runs: hands `value` to the script, whether the script listens yet or not. */
export function registerChunk(name: string, value: unknown): void {
  const host = globalThis as unknown as Record<string, ChunkQueue | undefined>;
  const queue = host[CHUNK_GLOBAL] ?? (host[CHUNK_GLOBAL] = [] as ChunkEntry[]);
  queue.push([name, value]);
}

/** The entry under which the script hands its parts' SRI hashes (name -> 'sha384-…') to the loader. */
export const INTEGRITY_ENTRY = '#integrity';
