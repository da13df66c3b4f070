// The development routes (the dev mailbox, POST /emulator/projects, the local dashboard at GET / and
// /dashboard/*) answer the local developer only (issue 29): their own origin's pages, non-browser clients
// (curl, Node) and top-level navigations, on a loopback Host or the configured one. Everything else is
// refused with a 403 before any effect: a page of another origin (Origin, Sec-Fetch-Site), including
// no-cors form-style POSTs, and a DNS-rebinding page whose Host names another site.
// /api/* and the webhook registry authenticate by headers, never by ambient credentials: they keep CORS `*`.
import type { MiddlewareHandler } from 'hono';
import { isLocalHostname } from '../../src/protocol/trusted-domains';
import type { AppEnv } from '../context';
import { text } from '../http';

/** The emulator's webhook registry (routes/webhook-endpoints.ts): admin credentials in headers, like the API. */
const WEBHOOK_REGISTRY_PATH = /^\/emulator\/projects\/[^/]+\/webhook-(?:endpoints|deliveries)(?:\/[^/]+)?\/?$/;

/**
 * Paths whose answers any origin may read (CORS `*`): the API, under either version prefix, the webhook registry,
 * and GET /emulator/features, which names extensions, no data, and is read by the elements on any site.
 */
export function isCorsPath(pathname: string): boolean {
  return /^\/api(?:\/|$)/.test(pathname) || WEBHOOK_REGISTRY_PATH.test(pathname) || pathname === '/emulator/features';
}

/** The host name of a Host header value (`localhost:8102`, `[::1]:8102`), normalized; null when it is not one. */
function hostnameOf(host: string): string | null {
  if (host === '' || /[\s/\\?#@]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** The protocol's local hosts (localhost, its subdomains, 127.0.0.0/8), ::1 and its IPv4-mapped loopback form. */
function isLoopbackHostname(hostname: string): boolean {
  return isLocalHostname(hostname) || hostname === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname);
}

/** A browser's top-level navigation (typed, clicked, or opened): the answer goes to the user, not the page that asked. */
function isTopLevelNavigation(method: string, headers: Headers): boolean {
  return (method === 'GET' || method === 'HEAD') && headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-dest') === 'document';
}

/**
 * Why this request may not reach a development route, or null when it may. `ownUrl` is the emulator's
 * configured URL (EmulatorContext.publicUrl): its host name and origin are accepted besides loopback ones.
 */
export function localOnlyRefusal(method: string, headers: Headers, ownUrl: string | undefined): string | null {
  const host = headers.get('host') ?? '';
  const hostname = hostnameOf(host);
  const own = ownUrl === undefined ? null : new URL(ownUrl);
  if (hostname === null || !(isLoopbackHostname(hostname) || hostname === own?.hostname)) {
    return `This development route answers only on a loopback address or the emulator's own host, not on "${host}".`;
  }
  const origin = headers.get('origin');
  if (origin !== null) {
    const requestOrigin = new URL(`http://${host}`).origin;
    let given: string;
    try {
      given = new URL(origin).origin;
    } catch {
      given = origin;
    }
    if (given !== requestOrigin && given !== own?.origin) return `This development route answers only the emulator's own pages, not ${origin}.`;
  }
  const site = headers.get('sec-fetch-site');
  if ((site === 'cross-site' || site === 'same-site') && !isTopLevelNavigation(method, headers)) {
    return "This development route answers only the emulator's own pages, not a page of another site or origin.";
  }
  return null;
}

/** Refuses (403, a short text, no CORS headers) what localOnlyRefusal refuses, on every path that is not a CORS path. */
export const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isCorsPath(c.req.path)) return next();
  const refusal = localOnlyRefusal(c.req.method, c.req.raw.headers, c.var.ctx.publicUrl);
  if (refusal !== null) return text(refusal, 403);
  return next();
};
