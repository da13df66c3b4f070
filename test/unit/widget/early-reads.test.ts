// @vitest-environment happy-dom
// startReads (widget/registry.ts): the page app's project and user reads start before any element renders,
// and the components' own reads share them (issue 16), so a page load makes no request twice.
import { afterEach, describe, expect, it } from 'vitest';
import { StackClientApp } from '../../../src/core/apps/client-app';
import { getAppEntry, resetRegistryForTests, startReads } from '../../../widget/registry';
import { CountingApp, FakeApp, makePublicUser } from '../react/fake-app';
import { jsonResponse, scriptedFetch } from '../http/helpers';

afterEach(() => {
  resetRegistryForTests();
  delete (document as { cookie?: string }).cookie;
});

const PROJECT_WIRE = {
  id: 'p-early',
  display_name: 'Early',
  config: {
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    enabled_oauth_providers: [],
    domains: [],
  },
};

/** Lets the pipeline's awaits (headers, tokens) run until the fetch is called. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('startReads', () => {
  it('creates the app the elements of that project get and starts both reads on it', () => {
    const app = new CountingApp();
    resetRegistryForTests(() => app);
    const entry = startReads({ projectId: 'p', baseUrl: 'http://api.test/' });
    expect([app.projectReads, app.userReads]).toEqual([1, 1]);
    // An element's config (same project, base URL without the slash) lands on the same entry.
    expect(getAppEntry({ projectId: 'p', baseUrl: 'http://api.test' })).toBe(entry);
  });

  it('leaves out the project read when told to (a page of user buttons only)', () => {
    const app = new CountingApp();
    resetRegistryForTests(() => app);
    startReads({ projectId: 'p' }, { project: false, user: true });
    expect([app.projectReads, app.userReads]).toEqual([0, 1]);
  });

  it('lets the page\'s SessionEvents hear the first user as its baseline: a later sign-in is stack-signed-in', () => {
    // FakeApp, like the real app, tells each listener a state once, including the first one a read loads.
    const app = new FakeApp();
    resetRegistryForTests(() => app);
    const seen: string[] = [];
    const onSignedIn = (event: Event): void => {
      seen.push(event.type);
    };
    document.addEventListener('stack-signed-in', onSignedIn);
    startReads({ projectId: 'p' });
    app.setUser(makePublicUser('me@example.com'));
    document.removeEventListener('stack-signed-in', onSignedIn);
    expect(seen).toEqual(['stack-signed-in']);
  });

  it('swallows a failed read: the components read again and show the failure', async () => {
    const app = new CountingApp();
    app.project = new Error('offline');
    resetRegistryForTests(() => app);
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent): void => {
      rejections.push(event.reason);
    };
    window.addEventListener('unhandledrejection', onRejection);
    startReads({ projectId: 'p' });
    await settle();
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
    await expect(app.getProject()).rejects.toThrow('offline');
  });

  it('with the real app: one GET /projects/current for the early read and every later reader', async () => {
    const fetch = scriptedFetch([jsonResponse(PROJECT_WIRE)]);
    resetRegistryForTests((options) => new StackClientApp({ ...options, fetch }));
    const { app } = startReads({ projectId: 'p-early', baseUrl: 'http://api.test' });
    await settle();
    // The request left before any component asked.
    expect(fetch.calls.map((call) => call.url)).toEqual(['http://api.test/api/v1/projects/current']);

    // What the elements' hooks do (useUserState: listen, then read; useProjectState: read), five times over.
    for (let i = 0; i < 5; i++) {
      app.onUserChange(() => {});
      // Signed out (no session cookie): the user read needs no request.
      expect(await app.getUser()).toBeNull();
      expect((await app.getProject()).displayName).toBe('Early');
    }
    expect(fetch.calls).toHaveLength(1);
  });
});

/** Records fetch calls and cookie reads in one list, in the order they happen. */
function recordOrder(): { order: string[]; fetch: typeof fetch } {
  const order: string[] = [];
  const cookieGetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Object.getPrototypeOf(document)), 'cookie')
    ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      order.push('cookie read');
      return cookieGetter?.get?.call(document) ?? '';
    },
    set(value: string) {
      cookieGetter?.set?.call(document, value);
    },
  });
  const fetch = (async (input: RequestInfo | URL) => {
    order.push(`fetch ${String(input)}`);
    return jsonResponse(PROJECT_WIRE);
  }) as typeof globalThis.fetch;
  return { order, fetch };
}

// widget/start-reads.ts runs while the script still evaluates: the pipeline reaches fetch without awaiting
// anything, before the session's first cookie read, which blocks a real page for tens of ms.
describe('the early project read, while the script still evaluates', () => {
  it('calls fetch before startReads returns, and before the session reads a cookie', () => {
    const { order, fetch } = recordOrder();
    resetRegistryForTests((options) => new StackClientApp({ ...options, fetch }));
    startReads({ projectId: 'p-early', baseUrl: 'http://api.test' });
    // No await above: what is in the list happened synchronously, inside startReads.
    expect(order[0]).toBe('fetch http://api.test/api/v1/projects/current');
    expect(order).toContain('cookie read');
  });
});
