// Shared by the SDK integration tests: a fetch wrapper that records what really went over HTTP
// (real fetch underneath, nothing mocked), and app construction against one emulator project.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { StackClientApp } from '../../../src/core/apps/client-app';
import { StackServerApp } from '../../../src/core/apps/server/server-app';
import type { StackClientAppOptions } from '../../../src/core/apps/types';
import type { Clock } from '../../../src/protocol/clock';

export interface RecordedRequest {
  method: string;
  /** Path relative to /api/v1, without the query. */
  path: string;
  /** The query string as sent ('' or '?a=b'). */
  search: string;
  /** The real status (x-stack-actual-status when the server overrode it). */
  status: number;
  knownError: string | null;
  /** The request body as sent (JSON or form text), if any. */
  body: string | null;
  /** The x-stack-access-type header as sent. */
  accessType: string | null;
}

export interface RecordingFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  paths(): string[];
  clear(): void;
}

export function recordingFetch(): RecordingFetch {
  const requests: RecordedRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.search,
      status: Number(response.headers.get('x-stack-actual-status') ?? response.status),
      knownError: response.headers.get('x-stack-known-error'),
      body: typeof init?.body === 'string' ? init.body : null,
      accessType: new Headers(init?.headers).get('x-stack-access-type'),
    });
    return response;
  };
  return {
    fetch: wrapped,
    requests,
    paths: () => requests.map((r) => `${r.method} ${r.path}`),
    clear: () => {
      requests.length = 0;
    },
  };
}

export interface ProjectKeys {
  id: string;
  publishableClientKey: string;
}

export interface ServerProjectKeys extends ProjectKeys {
  secretServerKey: string;
}

export interface TestAppOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  tokenStore?: StackClientAppOptions['tokenStore'];
  redirectMethod?: StackClientAppOptions['redirectMethod'];
  urls?: StackClientAppOptions['urls'];
}

/** An app on the emulator's project (e.g. the `useEmulator()` of the file). */
export function makeApp(emu: { url: string; project: ProjectKeys }, options: TestAppOptions = {}): StackClientApp {
  return new StackClientApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    baseUrl: emu.url,
    tokenStore: options.tokenStore ?? 'memory',
    redirectMethod: options.redirectMethod ?? 'none',
    ...(options.urls ? { urls: options.urls } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** A server app (secret server key) on the emulator's project. */
export function makeServerApp(emu: { url: string; project: ServerProjectKeys }, options: { fetch?: typeof fetch } = {}): StackServerApp {
  return new StackServerApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    secretServerKey: emu.project.secretServerKey,
    baseUrl: emu.url,
    redirectMethod: 'none',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export { uniqueEmail } from '../../support/unique-email';

export const PASSWORD = 'correct-horse-battery';

/** A happy-dom page whose location, history and document are the file's globals while its tests run. */
export function useHappyDomPage(url = 'http://localhost:3000/'): Window {
  const page = new Window({ url });
  const g = globalThis as { location?: unknown; history?: unknown; document?: unknown };
  beforeAll(() => {
    g.location = page.location;
    g.history = page.history;
    g.document = page.document;
  });
  afterAll(async () => {
    delete g.location;
    delete g.history;
    delete g.document;
    await page.happyDOM.close();
  });
  return page;
}

/**
 * In a test: a session-storage stand-in on globalThis, as a browser page has (the MFA step keeps its attempt
 * code there), removed when the test ends; returns its items.
 */
export function installSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  const g = globalThis as { sessionStorage?: unknown };
  g.sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  onTestFinished(() => {
    delete g.sessionStorage;
  });
  return items;
}
