// OAuth sign-in (SPEC.md §4 "OAuth sign-in", PROTOCOL.md §5.5, §11): the authorize query with PKCE,
// the state cookie holding the code verifier for an hour, and the callback's URL handling.
// Nothing here touches the DOM at import time; document and location are looked up when used.

import { OAUTH_CODE_CHALLENGE_METHOD, OAUTH_SCOPE, OAUTH_STATE_COOKIE_MAX_AGE_S, oauthStateCookieName } from '../../protocol/constants';
import { parseCookies, serializeCookie, serializeCookieDeletion } from '../session/stores/cookies';

/** Thrown by callOAuthCallback for any failure other than MFA (SPEC.md §8). */
export const OAUTH_CALLBACK_FAILED_MESSAGE = 'Error signing in during OAuth callback. Please try again.';
/** Alerted when the callback's sign-in answers INVALID_TOTP_CODE (SPEC.md §8). */
export const OAUTH_INVALID_TOTP_ALERT = 'Invalid TOTP code. Please try signing in again.';

type CookieDocument = Pick<Document, 'cookie'>;

function browserDocument(): CookieDocument | null {
  const doc = (globalThis as { document?: CookieDocument }).document;
  return doc && typeof doc.cookie === 'string' ? doc : null;
}

function isHttpsPage(): boolean {
  return (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string of `byteCount` random bytes (state, PKCE verifier). */
export function randomUrlSafe(byteCount = 32): string {
  return base64Url(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** The S256 challenge of a PKCE verifier (RFC 7636). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface AuthorizeQueryInput {
  redirectUri: string;
  errorRedirectUrl: string;
  state: string;
  codeChallenge: string;
  /** The signed-in (or anonymous) user's access token, so the server can upgrade or link. */
  token?: string | null;
  afterCallbackRedirectUrl?: string | null;
  type?: 'authenticate' | 'link';
  /** Extra provider scopes, space-separated (`provider_scope`; only with the project's own OAuth keys). */
  providerScope?: string | null;
}

/** The authorize query without the client credentials (the client interface adds those). */
export function authorizeQuery(input: AuthorizeQueryInput): Record<string, string> {
  const query: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: OAUTH_SCOPE,
    state: input.state,
    grant_type: 'authorization_code',
    code_challenge: input.codeChallenge,
    code_challenge_method: OAUTH_CODE_CHALLENGE_METHOD,
    response_type: 'code',
    type: input.type ?? 'authenticate',
    error_redirect_url: input.errorRedirectUrl,
  };
  if (input.token) query.token = input.token;
  if (input.afterCallbackRedirectUrl) query.after_callback_redirect_url = input.afterCallbackRedirectUrl;
  if (input.providerScope) query.provider_scope = input.providerScope;
  return query;
}

/** Stores the verifier under the state-specific cookie for 3600 s (PROTOCOL.md §11). */
export function saveOAuthVerifier(state: string, verifier: string, doc: CookieDocument | null = browserDocument()): void {
  if (!doc) throw new Error('signInWithOAuth needs a browser document to keep the PKCE verifier in a cookie');
  doc.cookie = serializeCookie(oauthStateCookieName(state), verifier, { maxAgeSeconds: OAUTH_STATE_COOKIE_MAX_AGE_S, secure: isHttpsPage() });
}

/** Reads and deletes the verifier of `state`; null when there is none. */
export function takeOAuthVerifier(state: string, doc: CookieDocument | null = browserDocument()): string | null {
  if (!doc) return null;
  const name = oauthStateCookieName(state);
  const verifier = parseCookies(doc.cookie).get(name);
  if (verifier === undefined || verifier === '') return null;
  doc.cookie = serializeCookieDeletion(name, isHttpsPage());
  return verifier;
}

/** The code and state of an OAuth callback URL, or null when either is missing. */
export function readOAuthCallbackParams(url: string): { code: string; state: string } | null {
  try {
    const params = new URL(url).searchParams;
    const code = params.get('code');
    const state = params.get('state');
    return code && state ? { code, state } : null;
  } catch {
    return null;
  }
}

/** `url` without code and state (and without a fragment): the redirect_uri the code was issued for. */
export function withoutOAuthParams(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('code');
  parsed.searchParams.delete('state');
  parsed.hash = '';
  return parsed.toString();
}

/** Removes code and state from the address bar, so a reload does not reuse a spent code. */
export function stripOAuthParamsFromLocation(href: string): void {
  const history = (globalThis as { history?: { state: unknown; replaceState?(state: unknown, unused: string, url: string): void } }).history;
  const parsed = new URL(href);
  parsed.searchParams.delete('code');
  parsed.searchParams.delete('state');
  history?.replaceState?.(history.state, '', parsed.toString());
}

/**
 * Leaving the page for the provider. Unlike other redirects this must happen even with
 * redirectMethod 'none' (the widgets' setting): in a browser the window goes there directly.
 */
export function navigateToProvider(location: string, navigate: ((url: string) => void) | null): void {
  if (navigate) return navigate(location);
  const win = (globalThis as { location?: { assign(url: string): void } }).location;
  if (!win) throw new Error('signInWithOAuth needs a browser window (or a redirectMethod with navigate) to go to the provider');
  win.assign(location);
}
