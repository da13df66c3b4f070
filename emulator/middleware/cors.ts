// CORS on every answer of the API and the webhook registry, errors included, and the empty 200 answer to
// any OPTIONS there (PROTOCOL.md §1.6). The development routes get none (middleware/local-only.ts, issue 29).
import type { MiddlewareHandler } from 'hono';
import { CORS_ALLOWED_REQUEST_HEADERS, CORS_EXPOSED_RESPONSE_HEADERS, HEADER_PREFIX, HEADER_PREFIX_HEXCLAVE, KNOWN_ERROR_HEADER_HEXCLAVE } from '../../src/protocol/headers';
import type { AppEnv } from '../context';
import { isCorsPath } from './local-only';

// Newer SDKs send the x-hexclave-* family, so browsers must be allowed to send it too.
const ALLOWED = [
  ...CORS_ALLOWED_REQUEST_HEADERS,
  ...CORS_ALLOWED_REQUEST_HEADERS.filter((h) => h.startsWith(HEADER_PREFIX)).map((h) => HEADER_PREFIX_HEXCLAVE + h.slice(HEADER_PREFIX.length)),
].join(', ');
// retry-after: so that a browser SDK waits what a throttled sign-in was told (emulator/abuse).
const EXPOSED = [...CORS_EXPOSED_RESPONSE_HEADERS, KNOWN_ERROR_HEADER_HEXCLAVE, 'retry-after'].join(', ');

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
  'access-control-expose-headers': EXPOSED,
  'access-control-allow-headers': ALLOWED,
  vary: ALLOWED,
};

export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isCorsPath(c.req.path)) return next();
  if (c.req.method === 'OPTIONS') {
    return new Response(null, { status: 200, headers: { ...CORS_HEADERS } });
  }
  await next();
  for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
};
