// One descriptor per endpoint: method, path, who may call it, and the schemas of its query, body and
// answer. The SDK calls through it (src/core/http/pipeline.ts `call`) and the emulator registers its
// route from it (emulator/routing.ts), so a path, a method or a shape is written once.
import type { AccessType } from './constants';
import type { Schema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema, or one per caller where the client's view differs from the server's and admin's (PROTOCOL.md §0.1). */
export type PerCaller<T> = Schema<T> | { readonly client: Schema<T>; readonly server: Schema<T> };

/** Access-type sets of PROTOCOL.md §0.1 ("C,S,A", "S,A", "A"). */
export const ALL_CALLERS = ['client', 'server', 'admin'] as const;
export const SERVER_CALLERS = ['server', 'admin'] as const;
export const ADMIN_CALLERS = ['admin'] as const;

/** The access types that may call, or `open`: no access type needed (headers are still read and may fail). */
export type EndpointAccess = readonly AccessType[] | 'open';

export interface Endpoint<Path extends string = string, Query = unknown, Body = unknown, Answer = unknown> {
  readonly method: HttpMethod;
  /** Hono-style path after the API prefix, with `:name` parameters, e.g. `/team-invitations/:id`. */
  readonly path: Path;
  readonly access: EndpointAccess;
  /** Declared query schemas reject unknown parameters on the server; without one, extras are ignored. */
  readonly query?: Schema<Query>;
  /** The path parameters' rules the server checks (SCHEMA_ERROR `params.…`), e.g. a UUID team_id. */
  readonly params?: Schema<unknown>;
  readonly body?: PerCaller<Body>;
  /** The success answer's JSON; absent for answers that are not JSON (redirects, files). */
  readonly answer?: PerCaller<Answer>;
  /** Header suffixes (after x-stack-) that must be present, e.g. `refresh-token`. */
  readonly requiredHeaders?: readonly string[];
  /** The endpoint needs a signed-in user: a missing one is `auth.user must be defined`. */
  readonly requireUser?: boolean;
  /**
   * `api` (default): part of the Stack Auth API under /api/v1. `emulator`: an extra only the emulator
   * has, under /emulator (the webhook inspector); hosted Stack Auth answers 404 there.
   */
  readonly base?: 'api' | 'emulator';
}

/** A descriptor; `const` keeps the literal path so its parameters are typed. */
export function endpoint<const P extends string, Q = undefined, B = undefined, A = unknown>(d: Endpoint<P, Q, B, A>): Endpoint<P, Q, B, A> {
  return d;
}

/** Client and server views of one body or answer. */
export function perCaller<C, S>(client: Schema<C>, server: Schema<S>): PerCaller<C | S> {
  return { client, server } as PerCaller<C | S>;
}

/** The schema that applies to a caller (a missing caller reads the server's view). */
export function forCaller<T>(schema: PerCaller<T>, access: AccessType | null): Schema<T> {
  // A schema has `check`; a pair of views does not.
  if ('check' in schema) return schema;
  return access === 'client' ? schema.client : schema.server;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for `/team-invitations/:id`; `{}` for a path without parameters. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? Record<never, never> : Record<ParamNames<P>, string>;

export type QueryOf<E> = E extends Endpoint<string, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<string, unknown, infer B, unknown> ? B : never;
export type AnswerOf<E> = E extends Endpoint<string, unknown, unknown, infer A> ? A : never;

/** The path with its parameters filled in (each one escaped) and the query string appended. */
export function pathOf(d: Endpoint, params: Readonly<Record<string, string>> = {}, query?: Readonly<Record<string, string | undefined>>): string {
  const path = d.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${d.method} ${d.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs)}`;
}

/** `POST /team-invitations/send-code`: how errors and tests name an endpoint. */
export function nameOf(d: Endpoint): string {
  return `${d.method} ${d.base === 'emulator' ? '/emulator' : ''}${d.path}`;
}
