// Serialising an app (SPEC.md §5), as @stackframe/js does behind its internals symbol: a server hands
// the JSON of its app to the browser, which rebuilds the same app once per unique identifier. A unique
// identifier names one app per page (module instance); a second app claiming it is refused.

import type { StackClientAppOptions, TokenStoreInit } from '../shapes/options';
import type { HandlerUrls, RedirectMethod } from '../shapes/urls';

/** The official SDK's key for its internals (Symbol.for, so both SDKs on one page agree). */
export const stackAppInternalsSymbol = Symbol.for('StackAuth--DO-NOT-USE-OR-YOU-WILL-BE-FIRED--StackAppInternals');

export const UNIQUE_IDENTIFIER_TAKEN_MESSAGE = 'A Stack client app with the same unique identifier already exists';
export const SERIALIZE_NEEDS_PUBLISHABLE_KEY_MESSAGE = 'Cannot serialize to JSON from an application without a publishable client key';
export const SERIALIZE_NEEDS_STRING_REDIRECT_MESSAGE = 'Cannot serialize to JSON from an application with a non-string redirect method';
export const APP_JSON_MISMATCH_MESSAGE =
  'The provided app JSON does not match the configuration of the existing client app with the same unique identifier';

/** What toClientJson gives: the options that rebuild the app, with its unique identifier. */
export interface StackClientAppJson {
  projectId: string;
  baseUrl: string;
  publishableClientKey: string;
  tokenStore: TokenStoreInit;
  urls: Partial<HandlerUrls>;
  redirectMethod: 'window' | 'none';
  uniqueIdentifier: string;
}

/** The apps by unique identifier, with the JSON they were rebuilt from (when they were). */
const apps = new Map<string, { app: object; json?: string }>();

/** Registers `app` under `id`; another app holding it is an error. */
export function claimUniqueIdentifier(id: string, app: object): string {
  const holder = apps.get(id);
  if (holder !== undefined && holder.app !== app) throw new Error(UNIQUE_IDENTIFIER_TAKEN_MESSAGE);
  if (holder === undefined) apps.set(id, { app });
  return id;
}

/** Frees `id` if `app` holds it (a disposed app). */
export function releaseUniqueIdentifier(id: string, app: object): void {
  if (apps.get(id)?.app === app) apps.delete(id);
}

/** The JSON of an app; `identifier` is asked last, so a refused serialisation claims none. */
export function toClientJson(options: StackClientAppOptions & { baseUrl: string }, redirectMethod: RedirectMethod, identifier: () => string): StackClientAppJson {
  if (typeof redirectMethod !== 'string') throw new Error(SERIALIZE_NEEDS_STRING_REDIRECT_MESSAGE);
  if (options.publishableClientKey === undefined) throw new Error(SERIALIZE_NEEDS_PUBLISHABLE_KEY_MESSAGE);
  return {
    projectId: options.projectId,
    baseUrl: options.baseUrl,
    publishableClientKey: options.publishableClientKey,
    tokenStore: options.tokenStore,
    urls: options.urls ?? {},
    redirectMethod,
    uniqueIdentifier: identifier(),
  };
}

/** The app registered under the JSON's identifier (which must have been built from the same JSON), else a new one. */
export function fromClientJson<A extends object>(json: StackClientAppJson, create: (options: StackClientAppOptions) => A): A {
  const text = JSON.stringify(json);
  const holder = apps.get(json.uniqueIdentifier);
  if (holder !== undefined) {
    if (holder.json !== undefined && holder.json !== text) throw new Error(APP_JSON_MISMATCH_MESSAGE);
    return holder.app as A;
  }
  const app = create({ ...json });
  const registered = apps.get(json.uniqueIdentifier);
  if (registered?.app === app) registered.json = text;
  return app;
}
