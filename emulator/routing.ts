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
import { checkResponse, type ResponseSchema } from './response-check';
import { forCaller, type Endpoint } from '../src/protocol/endpoint';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';


/** Resolves a `user_id_or_me` (PROTOCOL.md §2.7). */
export function resolveUserId(auth: AuthInfo, userId: string): string {
  if (userId !== 'me') return userId;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

interface SpecBase<B, Q> {
  /** The body schema, possibly depending on the caller (client vs server views). */
  body?: Schema<B> | ((auth: AuthInfo | null) => Schema<B>);
  /** Declared query schemas reject unknown parameters; without one, extras are ignored. */
  query?: Schema<Q>;
  /** The path parameters' rules. */
  params?: Schema<unknown>;
  /** Header suffixes (after x-stack-) that must be present, e.g. `refresh-token`. */
  requiredHeaders?: readonly string[];
  /**
   * The success body's wire schema from src/protocol/wire (per caller where client and server views
   * differ). Test runs check every answer against it, so the SDK's types and the emulator agree.
   */
  response?: ResponseSchema;
}

export interface AuthedSpec<B, Q> extends SpecBase<B, Q> {
  access: readonly AccessType[];
  /** The endpoint needs a signed-in user: a missing one is `auth.user must be defined`. */
  requireUser?: boolean;
  /** Admit an access token whose session ended (only sign-out, which answers it itself). */
  allowEndedSession?: boolean;
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
  /** The declared success schema, if any (a unit test lists the routes without one). */
  response?: ResponseSchema;
  /** The descriptor in src/protocol/endpoints the route was made from (the coverage test pairs them). */
  descriptor?: Endpoint;
}

function validate<B, Q>(c: AppContext, spec: SpecBase<B, Q> & { requireUser?: boolean }): { body: B; query: Q } {
  const errors: string[] = [];
  const auth = c.var.auth;
  const bodySchema = typeof spec.body === 'function' ? spec.body(auth) : spec.body;
  const body = bodySchema ? bodySchema.check(c.var.body, 'body', errors) : (c.var.body as B);
  // The real server's order: body, params, query.
  if (spec.params) spec.params.check(c.req.param(), 'params', errors);
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

/** An endpoint that needs one of the given access types (route() makes one from a descriptor). */
function endpoint<B = undefined, Q = Record<string, string>>(
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
    return checkResponse(c, `${method} ${path}`, spec.response, await handler(c, { body, query, auth }));
  };
  const auth = headerAuth({ allowEndedSession: spec.allowEndedSession ?? false });
  return { method, path, handlers: [bodyParsing, auth, run], ...(spec.response ? { response: spec.response } : {}) };
}

/** An endpoint that needs no access type (headers are still processed and may fail). */
function openEndpoint<B = undefined, Q = Record<string, string>>(
  method: Method,
  path: string,
  spec: SpecBase<B, Q>,
  handler: (c: AppContext, input: Input<B, Q, AuthInfo | null>) => Promise<Response>,
): RouteDef {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const { body, query } = validate(c, spec);
    return checkResponse(c, `${method} ${path}`, spec.response, await handler(c, { body, query, auth: c.var.auth }));
  };
  return { method, path, handlers: [bodyParsing, headerAuth(), run], ...(spec.response ? { response: spec.response } : {}) };
}

/** What a route adds to its descriptor: only the emulator's own concerns. */
export interface RouteOptions {
  /** Admit an access token whose session ended (only sign-out, which answers it itself). */
  allowEndedSession?: boolean;
}

/** The route of one descriptor: its method, path, access, schemas and answer check all come from `d`. */
export function route<Q, B, A>(
  d: Endpoint<string, Q, B, A>,
  handler: (c: AppContext, input: Input<B, Q, AuthInfo>) => Promise<Response>,
  options: RouteOptions = {},
): RouteDef {
  if (d.access === 'open') throw new TypeError(`${d.method} ${d.path} is an open endpoint: use openRoute`);
  const spec: AuthedSpec<B, Q> = { ...specOf(d), access: d.access, ...(d.requireUser ? { requireUser: true } : {}), ...options };
  return { ...endpoint<B, Q>(d.method, d.path, spec, handler), descriptor: d };
}

/** An open route (no access type needed): the handler sees a possibly missing caller. */
export function openRoute<Q, B, A>(d: Endpoint<string, Q, B, A>, handler: (c: AppContext, input: Input<B, Q, AuthInfo | null>) => Promise<Response>): RouteDef {
  if (d.access !== 'open') throw new TypeError(`${d.method} ${d.path} is not an open endpoint`);
  return { ...openEndpoint<B, Q>(d.method, d.path, specOf(d), handler), descriptor: d };
}

function specOf<Q, B, A>(d: Endpoint<string, Q, B, A>): SpecBase<B, Q> {
  const { body, answer, query, params, requiredHeaders } = d;
  return {
    ...(params ? { params } : {}),
    ...(body ? { body: (auth: AuthInfo | null) => forCaller(body, auth?.type ?? null) } : {}),
    ...(answer ? { response: (auth: AuthInfo | null) => forCaller(answer as never, auth?.type ?? null) } : {}),
    ...(query ? { query } : {}),
    ...(requiredHeaders ? { requiredHeaders } : {}),
  };
}

/** Installs routes, then answers other methods on the same paths with an empty 405 (§1.1). */
export function install(app: Hono<AppEnv>, routes: readonly RouteDef[]): void {
  for (const route of routes) app.on(route.method, route.path, ...(route.handlers as [MiddlewareHandler<AppEnv>]));
  for (const path of new Set(routes.map((r) => r.path))) app.all(path, () => new Response(null, { status: 405 }));
}
