// Starts webhook delivery after each request that may have changed users or teams: the response is
// already made, and the dispatch runs in the background (it never delays or fails the request).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { kickWebhooks } from './dispatcher';

/** GETs change nothing, except the OAuth callback, which may sign a new user up. */
function mayChangeData(method: string, path: string): boolean {
  return (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') || path.includes('/auth/oauth/callback/');
}

export const webhookDispatchAfterRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (mayChangeData(c.req.method, c.req.path)) kickWebhooks(c.var.ctx);
};
