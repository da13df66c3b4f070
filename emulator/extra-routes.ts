// The emulator's own extras under /emulator (descriptors with `base: 'emulator'`). Each checks its caller
// itself (the webhook registry: admin credentials for the project in its path; POST /emulator/projects:
// the internal project's admin key; the dev mailbox: nothing), so no API header processing or access
// check runs before the handler; test runs still check the answer against the descriptor.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { forCaller, nameOf, type Endpoint } from '../src/protocol/endpoint';
import type { AppEnv } from './context';
import { checkResponse, type ResponseSchema } from './response-check';
import type { RouteDef } from './routing';

export interface ExtraRouteDef extends RouteDef {
  /** A development convenience: production mode leaves it out (404). */
  devOnly: boolean;
}

/** The route of an emulator extra: method and path from `d`, the handler as is. */
export function extraRoute<const P extends string>(
  d: Endpoint<P>,
  handler: (c: Context<AppEnv, P>) => Promise<Response>,
  options: { devOnly?: boolean } = {},
): ExtraRouteDef {
  if (d.base !== 'emulator') throw new TypeError(`${nameOf(d)} is not an emulator extra (base: 'emulator')`);
  const { answer } = d;
  const response: ResponseSchema | undefined = answer === undefined ? undefined : (auth) => forCaller(answer, auth?.type ?? null);
  const run: MiddlewareHandler<AppEnv, P> = async (c) => checkResponse(c, nameOf(d), response, await handler(c));
  return {
    method: d.method,
    path: d.path,
    handlers: [run as MiddlewareHandler<AppEnv>],
    descriptor: d,
    devOnly: options.devOnly ?? false,
    ...(response ? { response } : {}),
  };
}

/** Installs the extras on the /emulator router; production mode skips the development conveniences. */
export function installExtras(app: Hono<AppEnv>, routes: readonly ExtraRouteDef[], production: boolean): void {
  for (const r of routes) if (!(production && r.devOnly)) app.on(r.method, r.path, ...(r.handlers as [MiddlewareHandler<AppEnv>]));
}
