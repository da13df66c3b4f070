// Code or data fetched on first need (a dynamic import): one load however many callers ask at once, and a
// failed load is forgotten, so the next call tries again instead of failing for the rest of the page's life.

/** `load` run at most once at a time and kept once it succeeds. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
