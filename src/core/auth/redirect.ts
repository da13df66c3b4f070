// Redirects (SPEC.md §2, PROTOCOL.md §3.5): the after_auth_return_to parameter, the trusted-URL
// check every redirect passes, and the executor for the app's redirectMethod.
// Nothing here touches the DOM at import time; `location` is read only when a redirect runs.

import { isLocalHostname, matchesTrustedDomain, MAX_REDIRECT_URL_LENGTH } from '../../protocol/trusted-domains';
import { REDIRECT_PAUSE_MS } from '../../protocol/constants';
import type { Clock } from '../../protocol/clock';
import type { RedirectMethod } from '../apps/shapes/urls';

export const AFTER_AUTH_RETURN_TO_PARAM = 'after_auth_return_to';
export const UNTRUSTED_REDIRECT_MESSAGE = 'Redirect URL is not trusted; should be relative.';

/** What the project allows besides relative and same-origin URLs. */
export interface TrustedDomainPolicy {
  /** Trusted domains as base URLs, e.g. `https://app.example.com` or `https://*.example.com`. */
  trustedDomains: readonly string[];
  allowLocalhost: boolean;
}

// Only a scheme makes a URL absolute; `//host` and `/\host` are caught by parsing below.
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
const PROBE_ORIGIN = 'http://relative-url-probe.invalid';

/** True for a URL that stays on the current origin whatever that is (path, query or hash only). */
export function isRelativeUrl(url: string): boolean {
  if (SCHEME_RE.test(url.trim())) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

// The local-host rule and the trusted-domain matcher are the protocol's (SPEC.md §5), shared with the emulator.
export { isLocalHostname, matchesTrustedDomain };

// C0 controls and DEL (browsers strip tabs and newlines anywhere) and the backslash (read as "/"): what
// the check parsed would not be what the browser follows.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect target is trusted when it is relative, or an http(s) URL without credentials on the current
 * page's origin or on a domain the project trusts (localhost included when the project allows it).
 */
export function isTrustedRedirectUrl(url: string, currentUrl: string | null, policy?: TrustedDomainPolicy): boolean {
  if (url.length > MAX_REDIRECT_URL_LENGTH || UNSAFE_CHARS.test(url)) return false;
  if (isRelativeUrl(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // javascript:, data:, vbscript: and blob: run or show content whatever their host; userinfo hides the host.
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return false;
  if (currentUrl !== null && sameOrigin(parsed, currentUrl)) return true;
  if (!policy) return false;
  if (policy.allowLocalhost && isLocalHostname(parsed.hostname)) return true;
  return policy.trustedDomains.some((domain) => matchesTrustedDomain(parsed, domain));
}

/**
 * Throws the SPEC's error for an untrusted target. The project's policy is loaded only when the
 * URL is neither relative nor same-origin, so most redirects cost no request.
 */
export async function assertTrustedRedirectUrl(
  url: string,
  currentUrl: string | null,
  loadPolicy: () => Promise<TrustedDomainPolicy>,
): Promise<void> {
  if (isTrustedRedirectUrl(url, currentUrl)) return;
  if (isTrustedRedirectUrl(url, currentUrl, await loadPolicy())) return;
  throw new Error(UNTRUSTED_REDIRECT_MESSAGE);
}

function sameOrigin(url: URL, other: string): boolean {
  try {
    return new URL(other).origin === url.origin;
  } catch {
    return false;
  }
}

/** Path, query and hash of a URL: the form a same-origin target is written in. */
export function relativePart(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The after_auth_return_to value of a URL, if any. */
export function readAfterAuthReturnTo(currentUrl: string | null): string | null {
  if (currentUrl === null) return null;
  try {
    return new URL(currentUrl).searchParams.get(AFTER_AUTH_RETURN_TO_PARAM);
  } catch {
    return null;
  }
}

/**
 * The sign-in or sign-up URL to go to from `currentUrl`: it carries after_auth_return_to, kept
 * from the target or the current page when either has one, else set to the current page.
 * A target on the current origin stays relative.
 */
export function withAfterAuthReturnTo(targetUrl: string, currentUrl: string): string {
  const current = new URL(currentUrl);
  const next = new URL(targetUrl, current);
  if (!next.searchParams.has(AFTER_AUTH_RETURN_TO_PARAM)) {
    const existing = current.searchParams.get(AFTER_AUTH_RETURN_TO_PARAM);
    const returnTo = existing ?? (next.origin === current.origin ? relativePart(current) : current.toString());
    next.searchParams.set(AFTER_AUTH_RETURN_TO_PARAM, returnTo);
  }
  return next.origin === current.origin ? relativePart(next) : next.toString();
}

/** The href of the page we run in, or null outside a browser. */
export function currentPageUrl(): string | null {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === 'string' ? location.href : null;
}

/** 'window' in a browser, 'none' anywhere else (SSR, tests, workers without a page). */
export function defaultRedirectMethod(): RedirectMethod {
  return currentPageUrl() === null ? 'none' : 'window';
}

export type RedirectExecutor = (url: string, options?: { replace?: boolean }) => Promise<void>;

interface WindowLocation {
  assign(url: string): void;
  replace(url: string): void;
}

/** Performs a navigation the way `method` says; 'none' leaves the page alone. */
export function createRedirectExecutor(method: RedirectMethod, clock: Clock): RedirectExecutor {
  return async (url, options = {}) => {
    if (method === 'none') return;
    if (typeof method === 'object') {
      method.navigate(url);
      return;
    }
    const location = (globalThis as { location?: WindowLocation }).location;
    if (!location) throw new Error("redirectMethod 'window' needs a browser window");
    if (options.replace) location.replace(url);
    else location.assign(url);
    // The page is unloading: keep callers from rendering a half-finished state meanwhile.
    await clock.sleep(REDIRECT_PAUSE_MS);
  };
}
