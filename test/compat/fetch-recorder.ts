// Wraps globalThis.fetch so a compat test can see exactly what the official client sent and what it got back.
import { afterAll, beforeAll } from 'vitest';

export interface RecordedExchange {
  method: string;
  /** Path relative to the recorded origin, e.g. `/api/v1/users/me`. */
  path: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

export interface FetchRecorder {
  readonly exchanges: RecordedExchange[];
  /** Exchanges whose method and path match, in order. */
  find(method: string, path: string): RecordedExchange[];
  /** One line per exchange, for failure messages. */
  describe(): string;
  clear(): void;
  restore(): void;
}

function bodyToString(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return `[${Object.prototype.toString.call(body)}]`;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** Records every fetch whose URL starts with `origin`; other fetches pass through unrecorded. */
export function recordFetch(origin: string): FetchRecorder {
  const original = globalThis.fetch;
  const exchanges: RecordedExchange[] = [];

  const wrapped: typeof fetch = async (input, init) => {
    const url = urlOf(input);
    const response = await original(input, init);
    if (!url.startsWith(origin)) return response;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const requestHeaders = Object.fromEntries(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).entries());
    exchanges.push({
      method,
      path: url.slice(origin.length),
      requestHeaders,
      requestBody: bodyToString(init?.body),
      status: response.status,
      responseHeaders: Object.fromEntries(response.headers.entries()),
      responseBody: await response.clone().text(),
    });
    return response;
  };
  globalThis.fetch = wrapped;

  return {
    exchanges,
    find: (method, path) => exchanges.filter((e) => e.method === method && e.path === path),
    describe: () =>
      exchanges
        .map((e) => `${e.method} ${e.path} ${e.requestBody ?? ''} -> ${e.status} ${e.responseHeaders['x-stack-known-error'] ?? e.responseHeaders['x-hexclave-known-error'] ?? ''} ${e.responseBody.slice(0, 300)}`)
        .join('\n'),
    clear: () => {
      exchanges.length = 0;
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export interface FileRecorder extends Pick<FetchRecorder, 'exchanges' | 'find' | 'describe'> {
  /** The exchanges so far, as a message for a failing expect. */
  why(): string;
}

/** Records a test file's exchanges with the emulator, from its first test to its last. */
export function useFetchRecorder(emu: { readonly url: string }): FileRecorder {
  let current: FetchRecorder | undefined;
  beforeAll(() => {
    current = recordFetch(emu.url);
  });
  afterAll(() => {
    current?.restore();
  });
  const active = (): FetchRecorder => {
    if (!current) throw new Error('the fetch recorder is only active while the tests run');
    return current;
  };
  return {
    get exchanges() {
      return active().exchanges;
    },
    find: (method, path) => active().find(method, path),
    describe: () => active().describe(),
    why: () => `\nexchanges:\n${active().describe()}`,
  };
}
