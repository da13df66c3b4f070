// What one request asks of the pipeline, and what the pipeline needs from a session (a leaf: the pipeline
// and the endpoint calls both read it).

/** What the pipeline needs from a session (implemented by src/core/session/session.ts). */
export interface SessionLike {
  /** Tokens to send; refreshes first when the access token has less than minValidityMs left. */
  getTokens(minValidityMs: number): Promise<{ accessToken: string | null; refreshToken: string | null }>;
  /** The server rejected this access token (INVALID_ACCESS_TOKEN family): forget it so the next getTokens refreshes. */
  markAccessTokenExpired(accessToken: string): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON body (content-type application/json). */
  body?: unknown;
  /** application/x-www-form-urlencoded body (used by /auth/oauth/token). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Attaches x-stack-access-token / x-stack-refresh-token. */
  session?: SessionLike | null;
  /** Default true; false sends none of the x-stack-* auth/project headers (OAuth token endpoint). */
  authenticate?: boolean;
  /** This request's time limit in ms instead of the pipeline's (for answers known to be slow, e.g. an AI model's). */
  timeoutMs?: number;
  /**
   * The write's identity, sent as x-stack-random-nonce on every attempt of this call (default: a fresh
   * nonce per call). Give the same key to resend the same logical write: a server that honours it (the
   * emulator) answers the first outcome again instead of acting twice; hosted Stack Auth ignores it.
   */
  idempotencyKey?: string;
}
