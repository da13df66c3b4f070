// SPEC.md §5: "A unique app identifier must not repeat" and "Serialising the app needs a publishable key
// and a string redirect method", as @stackframe/js does behind its internals symbol. Apps are built
// without any request (construction is lazy), so these run without a server.
import { describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import {
  APP_JSON_MISMATCH_MESSAGE,
  SERIALIZE_NEEDS_PUBLISHABLE_KEY_MESSAGE,
  SERIALIZE_NEEDS_STRING_REDIRECT_MESSAGE,
  stackAppInternalsSymbol,
  UNIQUE_IDENTIFIER_TAKEN_MESSAGE,
  type StackClientAppJson,
} from '../../../src/core/apps/client/app-json';
import { StackClientApp } from '../../../src/core/apps/client-app';
import { StackServerApp } from '../../../src/core/apps/server/server-app';
import type { StackClientAppOptions } from '../../../src/core/apps/types';

let counter = 0;
const freshId = () => `app-json-test-${++counter}-${Math.random().toString(36).slice(2)}`;
const base: StackClientAppOptions = {
  projectId: 'p1',
  publishableClientKey: 'pck_test',
  baseUrl: 'http://127.0.0.1:8102',
  tokenStore: 'memory',
  redirectMethod: 'none',
};

describe('uniqueIdentifier', () => {
  it('a second app with the same identifier is refused, of any access level; other identifiers are fine', () => {
    const id = freshId();
    const first = new StackClientApp({ ...base, uniqueIdentifier: id });
    expect(() => new StackClientApp({ ...base, uniqueIdentifier: id })).toThrow(UNIQUE_IDENTIFIER_TAKEN_MESSAGE);
    expect(() => new StackServerApp({ ...base, secretServerKey: 'ssk', uniqueIdentifier: id })).toThrow(UNIQUE_IDENTIFIER_TAKEN_MESSAGE);
    expect(() => new StackAdminApp({ ...base, superSecretAdminKey: 'sak', uniqueIdentifier: id })).toThrow(UNIQUE_IDENTIFIER_TAKEN_MESSAGE);
    expect(() => new StackClientApp({ ...base, uniqueIdentifier: freshId() })).not.toThrow();
    expect(() => new StackServerApp({ ...base, secretServerKey: 'ssk', uniqueIdentifier: freshId() })).not.toThrow();
    first.dispose();
  });

  it('apps without one never clash, and a disposed app frees its identifier', () => {
    expect(() => [new StackClientApp(base), new StackClientApp(base)]).not.toThrow();
    const id = freshId();
    new StackClientApp({ ...base, uniqueIdentifier: id }).dispose();
    expect(() => new StackClientApp({ ...base, uniqueIdentifier: id })).not.toThrow();
  });
});

describe('[stackAppInternalsSymbol].toClientJson', () => {
  it('gives the options that rebuild the app, with its identifier', () => {
    const id = freshId();
    const app = new StackClientApp({ ...base, uniqueIdentifier: id, urls: { afterSignIn: '/home' } });
    expect(app[stackAppInternalsSymbol].toClientJson()).toEqual({
      projectId: 'p1',
      baseUrl: 'http://127.0.0.1:8102',
      publishableClientKey: 'pck_test',
      tokenStore: 'memory',
      urls: { afterSignIn: '/home' },
      redirectMethod: 'none',
      uniqueIdentifier: id,
    });
  });

  it('makes an identifier on first need, keeps it, and claims it', () => {
    const app = new StackServerApp({ ...base, secretServerKey: 'ssk', redirectMethod: 'window' });
    const json = app[stackAppInternalsSymbol].toClientJson();
    expect(json.uniqueIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.redirectMethod).toBe('window');
    expect(app[stackAppInternalsSymbol].toClientJson().uniqueIdentifier).toBe(json.uniqueIdentifier);
    expect(() => new StackClientApp({ ...base, uniqueIdentifier: json.uniqueIdentifier })).toThrow(UNIQUE_IDENTIFIER_TAKEN_MESSAGE);
  });

  it('needs a string redirect method', () => {
    const app = new StackClientApp({ ...base, redirectMethod: { navigate: () => undefined } });
    expect(() => app[stackAppInternalsSymbol].toClientJson()).toThrow(SERIALIZE_NEEDS_STRING_REDIRECT_MESSAGE);
  });

  it('needs a publishable client key (an admin app on the owner session has none)', () => {
    const { publishableClientKey: _key, ...withoutKey } = base;
    expect(() => new StackClientApp(withoutKey)[stackAppInternalsSymbol].toClientJson()).toThrow(SERIALIZE_NEEDS_PUBLISHABLE_KEY_MESSAGE);
    const admin = new StackAdminApp({ ...withoutKey, projectOwnerSession: async () => null });
    expect(() => admin[stackAppInternalsSymbol].toClientJson()).toThrow(SERIALIZE_NEEDS_PUBLISHABLE_KEY_MESSAGE);
  });
});

describe('StackClientApp[stackAppInternalsSymbol].fromClientJson', () => {
  const json = (overrides: Partial<StackClientAppJson> = {}): StackClientAppJson => ({
    projectId: 'p1',
    baseUrl: 'http://127.0.0.1:8102',
    publishableClientKey: 'pck_test',
    tokenStore: 'memory',
    urls: {},
    redirectMethod: 'none',
    uniqueIdentifier: freshId(),
    ...overrides,
  });

  it('builds the app once per identifier and hands back the same one for the same JSON', () => {
    const given = json({ urls: { signIn: '/login' } });
    const app = StackClientApp[stackAppInternalsSymbol].fromClientJson(given);
    expect(app).toBeInstanceOf(StackClientApp);
    expect(app.projectId).toBe('p1');
    expect(app.urls.signIn).toBe('/login');
    expect(app[stackAppInternalsSymbol].toClientJson()).toEqual(given);
    expect(StackClientApp[stackAppInternalsSymbol].fromClientJson({ ...given })).toBe(app);
  });

  it('refuses other options under an identifier it built from JSON', () => {
    const given = json();
    StackClientApp[stackAppInternalsSymbol].fromClientJson(given);
    expect(() => StackClientApp[stackAppInternalsSymbol].fromClientJson({ ...given, projectId: 'p2' })).toThrow(APP_JSON_MISMATCH_MESSAGE);
  });

  it('in the process that serialised it, the JSON stands for the app itself', () => {
    const app = new StackClientApp(base);
    const given = app[stackAppInternalsSymbol].toClientJson();
    expect(StackClientApp[stackAppInternalsSymbol].fromClientJson(given)).toBe(app);
  });
});
