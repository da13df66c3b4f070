// Where a session's tokens live (SPEC.md §4 "Session": cookie, memory or a request).

export interface TokenPair {
  refreshToken: string | null;
  accessToken: string | null;
}

export interface TokenStore {
  get(): TokenPair;
  /** A null refreshToken clears the store (sign-out). */
  set(tokens: TokenPair): void;
  /** Called when the stored tokens change from outside (another tab, another element). Returns unsubscribe. */
  subscribe(listener: (tokens: TokenPair) => void): () => void;
  /** User operations need a persistent store (SPEC.md §5). */
  readonly persistent: boolean;
  dispose?(): void;
}

export const EMPTY_TOKENS: TokenPair = Object.freeze({ refreshToken: null, accessToken: null });

export function sameTokens(a: TokenPair, b: TokenPair): boolean {
  return a.refreshToken === b.refreshToken && a.accessToken === b.accessToken;
}

/** Without a refresh token there is no session, so a lone access token is dropped too. */
export function normalizeTokens(tokens: TokenPair): TokenPair {
  if (tokens.refreshToken === null) return { refreshToken: null, accessToken: null };
  return { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken };
}
