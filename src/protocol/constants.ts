// Business constants of SPEC.md §9 and PROTOCOL.md; one place, imported by client and emulator.

export const API_VERSION_PATH = '/api/v1';
/** The hosted Stack Auth API; the SDK's default base URL. */
export const DEFAULT_API_BASE_URL = 'https://api.stack-auth.com';
/** Sent as x-stack-client-version (format `<platform> <@scope/pkg>@<semver>`). */
export const CLIENT_VERSION = 'js @stack-elements/client@0.1.0';

export type AccessType = 'client' | 'server' | 'admin';
export const ACCESS_TYPES: readonly AccessType[] = ['client', 'server', 'admin'];

// Retries.
export const NETWORK_RETRY_ATTEMPTS = 5;
export const NETWORK_RETRY_BASE_DELAY_MS = 1000;
/** The largest delay setTimeout accepts. */
export const MAX_TIMER_WAIT_MS = 2147483647;
/** The marker a 508 body carries when the server detected an infinite loop; such 508s are retried (official SDK checks this string). */
export const INFINITE_LOOP_MARKER = 'INFINITE_LOOP_DETECTED';

// Tokens.
/** A request needs the access token to stay valid this long, else it refreshes first. */
export const MIN_ACCESS_TOKEN_VALIDITY_MS = 20000;
/** Access tokens are assumed to live under this; asking for this much validity or more is refused. */
export const MAX_REQUIRED_ACCESS_TOKEN_VALIDITY_MS = 60000;
/** The random nonce header carries this many bits. */
export const RANDOM_NONCE_BITS = 224;
/** A token whose value is this literal string is a bug upstream and is rejected. */
export const UNDEFINED_TOKEN_LITERAL = 'undefined';
/** The publishable-key sentinel accepted when a project does not require keys (PROTOCOL.md §2.5). */
export const PUBLIC_CLIENT_SENTINEL = '__stack_public_client__';

// Cookies and storage (PROTOCOL.md §11).
export const REFRESH_COOKIE_MAX_AGE_S = 31536000;
export const ACCESS_COOKIE_MAX_AGE_S = 86400;
export const OAUTH_STATE_COOKIE_MAX_AGE_S = 3600;
export const COOKIE_POLL_INTERVAL_MS = 100;
export const ACCESS_TOKEN_COOKIE_NAME = 'stack-access';
export const IS_HTTPS_COOKIE_NAME = 'stack-is-https';
export const refreshTokenCookieName = (projectId: string): string => `stack-refresh-${projectId}--default`;
export const legacyRefreshTokenCookieNames = (projectId: string): string[] => [`stack-refresh-${projectId}`, 'stack-refresh'];
export const oauthStateCookieName = (state: string): string => `stack-oauth-outer-${state}`;

// OAuth.
export const OAUTH_SCOPE = 'legacy';
export const OAUTH_CODE_CHALLENGE_METHOD = 'S256';

// Sessions and permissions.
export const SERVER_SESSION_DEFAULT_EXPIRY_MS = 31536000000;
export const PERMISSION_RECURSIVE_DEFAULT = true;

// CLI login.
export const CLI_POLL_INTERVAL_MS = 2000;

// Caches and redirects.
export const CACHE_CONCURRENCY = 1;
export const CACHE_THROTTLE_MS = 300;
export const CACHE_UNUSED_INVALIDATION_MS = 5000;
export const REDIRECT_PAUSE_MS = 2000;

// Handler routes (SPEC.md §2).
export const DEFAULT_HANDLER_BASE = '/handler';
export const HANDLER_ROUTES = [
  'sign-in',
  'sign-up',
  'sign-out',
  'email-verification',
  'password-reset',
  'forgot-password',
  'oauth-callback',
  'magic-link-callback',
  'account-settings',
  'error',
  'team-invitation',
  'mfa',
] as const;
export type HandlerRoute = (typeof HANDLER_ROUTES)[number];

// Passwords (the real server's bounds; the client reads them from errors, never hard-codes a rule).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

// Codes (PROTOCOL.md §3.2, §3.3).
export const CODE_LENGTH = 45;
export const CROCKFORD_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const VERIFICATION_CODE_MAX_ATTEMPTS = 20;

/** The project whose users own and manage the other projects (PROTOCOL.md §2.6, §5.19, §6.3). */
export const INTERNAL_PROJECT_ID = 'internal';
