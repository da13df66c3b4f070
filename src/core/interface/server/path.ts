// Building request paths of the server endpoints: encoded path segments and query strings.

/** One path segment, encoded (ids come from callers and may hold anything). */
export const seg = encodeURIComponent;

/** `path?query` with the defined parameters only; just `path` when there are none. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length === 0 ? path : `${path}?${new URLSearchParams(defined)}`;
}
