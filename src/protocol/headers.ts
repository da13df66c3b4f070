// Header names of the Stack Auth API (PROTOCOL.md §2.1, §1.3, §1.6). Lower-case: HTTP header
// names are case-insensitive and the Fetch API lower-cases them anyway.

export const HEADER_PREFIX = 'x-stack-';
/** Newer official SDKs send the same headers under this prefix; the emulator accepts both. */
export const HEADER_PREFIX_HEXCLAVE = 'x-hexclave-';

export const Headers = {
  projectId: 'x-stack-project-id',
  branchId: 'x-stack-branch-id',
  accessType: 'x-stack-access-type',
  publishableClientKey: 'x-stack-publishable-client-key',
  secretServerKey: 'x-stack-secret-server-key',
  superSecretAdminKey: 'x-stack-super-secret-admin-key',
  adminAccessToken: 'x-stack-admin-access-token',
  accessToken: 'x-stack-access-token',
  refreshToken: 'x-stack-refresh-token',
  allowAnonymousUser: 'x-stack-allow-anonymous-user',
  allowRestrictedUser: 'x-stack-allow-restricted-user',
  overrideErrorStatus: 'x-stack-override-error-status',
  clientVersion: 'x-stack-client-version',
  randomNonce: 'x-stack-random-nonce',
  disableArtificialDevelopmentDelay: 'x-stack-disable-artificial-development-delay',
  // Response headers.
  actualStatus: 'x-stack-actual-status',
  knownError: 'x-stack-known-error',
  requestId: 'x-stack-request-id',
  /** The request header a server-side app reads the browser's tokens from (a JSON object). */
  stackAuth: 'x-stack-auth',
} as const;

export type HeaderName = (typeof Headers)[keyof typeof Headers];

export const KNOWN_ERROR_HEADER = Headers.knownError;
export const KNOWN_ERROR_HEADER_HEXCLAVE = 'x-hexclave-known-error';

/**
 * Which generation of the API a client speaks (PROTOCOL.md §9): `stack` is v2.8.86, the version PROTOCOL.md
 * describes; `hexclave` the 2.8.108+ SDKs, known by their `x-hexclave-*` request headers. The emulator
 * answers each in its own dialect (docs/emulator.md, "Dialects").
 */
export type ApiDialect = 'stack' | 'hexclave';

/** A request that sends any `x-hexclave-*` header speaks the newer dialect. */
export function dialectOf(requestHeaders: globalThis.Headers): ApiDialect {
  for (const name of requestHeaders.keys()) if (name.startsWith(HEADER_PREFIX_HEXCLAVE)) return 'hexclave';
  return 'stack';
}

/** The request headers a browser may send cross-origin (CORS allow-list, PROTOCOL.md §1.6). */
export const CORS_ALLOWED_REQUEST_HEADERS = [
  'content-type',
  'authorization',
  'x-stack-project-id',
  'x-stack-branch-id',
  'x-stack-override-error-status',
  'x-stack-random-nonce',
  'x-stack-client-version',
  'x-stack-disable-artificial-development-delay',
  'x-stack-access-type',
  'x-stack-publishable-client-key',
  'x-stack-secret-server-key',
  'x-stack-super-secret-admin-key',
  'x-stack-admin-access-token',
  'x-stack-refresh-token',
  'x-stack-access-token',
  'x-stack-allow-anonymous-user',
  'baggage',
  'sentry-trace',
  'x-vercel-protection-bypass',
  'ngrok-skip-browser-warning',
] as const;

export const CORS_EXPOSED_RESPONSE_HEADERS = ['content-type', 'x-stack-actual-status', 'x-stack-known-error'] as const;
