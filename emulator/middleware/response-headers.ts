// Request id, cache-control and the error-status override on every response (PROTOCOL.md §1.2, §1.3).
import type { MiddlewareHandler } from 'hono';
import { Headers as H } from '../../src/protocol/headers';
import type { AppEnv } from '../context';
import { randomId } from '../crypto/codes';
import { text } from '../http';
import { stackHeader } from './headers';

const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const responseHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = randomId(16);
  c.set('requestId', requestId);
  if (!ALLOWED_METHODS.has(c.req.method)) {
    c.res = text('Method not allowed', 405);
  } else {
    await next();
  }
  let res = c.res;
  const status = res.status;
  if (request_overrides(c.req.raw) && status >= 400 && status < 500) {
    const headers = new Headers(res.headers);
    headers.set(H.actualStatus, String(status));
    res = new Response(res.body, { status: 200, headers });
  }
  res.headers.set(H.requestId, requestId);
  if (!res.headers.has('cache-control') || res.headers.get('cache-control') === 'no-store') {
    res.headers.set('cache-control', 'no-store, max-age=0');
  }
  // Assigning c.res makes Hono rebuild the response from its body stream, off @hono/node-server's fast path
  // for plain bodies: only a replaced response is assigned, without the merge (it already has the headers).
  if (res !== c.res) {
    c.res = undefined;
    c.res = res;
  }
};

/** The header's presence, with any value, turns 4xx into 200 (the SDK sends `true`). */
function request_overrides(request: Request): boolean {
  return stackHeader(request, 'override-error-status') !== undefined || request.headers.has(H.overrideErrorStatus);
}
