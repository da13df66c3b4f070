// How a sibling file of dist/stack-elements.js hands its value to the script: it pushes
// [name, value] onto this global (an array until the script takes it over), JSONP-style, so no
// fetch or eval is needed and `script-src 'self'` suffices. Shared by the build step and the loader.

export const CHUNK_GLOBAL = '__stackElementsChunks';

/** A file's name relative to the script, without `.js` (e.g. 'locales/de'), and what it carries. */
export type ChunkEntry = readonly [name: string, value: unknown];

/** The source of a sibling file whose value is the JS expression `valueSource`. */
export function chunkSource(name: string, valueSource: string): string {
  return `(self.${CHUNK_GLOBAL}=self.${CHUNK_GLOBAL}||[]).push([${JSON.stringify(name)},${valueSource}]);\n`;
}
