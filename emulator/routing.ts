// Declaring API endpoints: body parsing and header auth (§1.9 steps 1-2), then request validation
// (step 3: ACCESS_TYPE_REQUIRED, INSUFFICIENT_ACCESS_TYPE, SCHEMA_ERROR), then the handler.
import type { Hono, MiddlewareHandler } from 'hono';
import { ACCESS_TYPES, type AccessType } from '../src/protocol/constants';
import { KnownErrors } from '../src/protocol/errors';
import { formatSchemaErrors, type Schema } from '../src/protocol/schema';
import type { AppContext, AppEnv, AuthInfo } from './context';
import { bodyParsing } from './middleware/body';
import { headerAuth } from './middleware/auth';
import { stackHeader } from './middleware/headers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface SpecBase<B, Q> {
  /** The body schema, possibly depending on the caller (client vs server views). */
  body?: Schema<B> | ((auth: AuthInfo | null) => Schema<B>);
  /** Declared query schemas reject unknown parameters; without one, extras are ignored. */
  query?: Schema<Q>;
  /** Header suffixes (after x-stack-) that must be present, e.g. `refresh-token`. */
  requiredHeaders?: readonly string[];
}

export interface AuthedSpec<B, Q> extends SpecBase<B, Q> {
  access: readonly AccessType[];
  /** The endpoint needs a signed-in user: a missing one is `auth.user must be defined`. */
  requireUser?: boolean;
}

export interface Input<B, Q, A> {
  body: B;
  query: Q;
  auth: A;
}

export interface RouteDef {
  method: Method;
  path: string;
  handlers: MiddlewareHandler<AppEnv>[];
}

function validate<B, Q>(c: AppContext, spec: SpecBase<B, Q> & { requireUser?: boolean }): { body: B; query: Q } {
  const errors: string[] = [];
  const auth = c.var.auth;
  const bodySchema = typeof spec.body === 'function' ? spec.body(auth) : spec.body;
  const body = bodySchema ? bodySchema.check(c.var.body, 'body', errors) : (c.var.body as B);
  const query = spec.query ? spec.query.check(c.req.query(), 'query', errors) : (c.req.query() as Q);
  for (const suffix of spec.requiredHeaders ?? []) {
    if (stackHeader(c.req.raw, suffix) === undefined) errors.push(`headers.x-stack-${suffix} must be defined`);
  }
  if (spec.requireUser && !auth?.user) errors.push('auth.user must be defined');
  if (errors.length > 0) {
    const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, errors);
    throw new KnownErrors.SchemaError({ message }, message);
  }
  return { body, query };
}

/** An endpoint that needs one of the given access types. */
export function endpoint<B = undefined, Q = Record<string, string>>(
  method: Method,
  path: string,
  spec: AuthedSpec<B, Q>,
  handler: (c: AppContext, input: Input<B, Q, AuthInfo>) => Promise<Response>,
): RouteDef {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const auth = c.var.auth;
    if (!auth) throw new KnownErrors.AccessTypeRequired();
    if (!spec.access.includes(auth.type)) {
      throw new KnownErrors.InsufficientAccessType({
        actual_access_type: auth.type,
        allowed_access_types: ACCESS_TYPES.filter((t) => spec.access.includes(t)),
      });
    }
    const { body, query } = validate(c, spec);
    return handler(c, { body, query, auth });
  };
  return { method, path, handlers: [bodyParsing, headerAuth, run] };
}

/** An endpoint that needs no access type (headers are still processed and may fail). */
export function openEndpoint<B = undefined, Q = Record<string, string>>(
  method: Method,
  path: string,
  spec: SpecBase<B, Q>,
  handler: (c: AppContext, input: Input<B, Q, AuthInfo | null>) => Promise<Response>,
): RouteDef {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const { body, query } = validate(c, spec);
    return handler(c, { body, query, auth: c.var.auth });
  };
  return { method, path, handlers: [bodyParsing, headerAuth, run] };
}

/** Installs routes, then answers other methods on the same paths with an empty 405 (§1.1). */
export function install(app: Hono<AppEnv>, routes: readonly RouteDef[]): void {
  for (const route of routes) app.on(route.method, route.path, ...(route.handlers as [MiddlewareHandler<AppEnv>]));
  for (const path of new Set(routes.map((r) => r.path))) app.all(path, () => new Response(null, { status: 405 }));
}
