// Inside the sandbox only: the few web APIs React's streaming server renderer (react-dom/server.browser)
// expects and QuickJS lacks, in plain JavaScript with no way out of the sandbox. Tasks and timers run as
// microtasks (the host drains QuickJS's job queue until the render settles); console prints nothing.

type Callback = () => void;

const later = (callback: Callback): void => {
  void Promise.resolve().then(callback);
};

/** UTF-8, as the WHATWG TextEncoder (a lone surrogate becomes U+FFFD). */
class Utf8Encoder {
  readonly encoding = 'utf-8';

  encode(input = ''): Uint8Array {
    // At most three bytes per UTF-16 unit (a surrogate pair, two units, makes four).
    const out = new Uint8Array(input.length * 3);
    let at = 0;
    for (let i = 0; i < input.length; i++) {
      let code = input.charCodeAt(i);
      if (code < 0x80) {
        out[at++] = code;
        continue;
      }
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        }
      }
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
      if (code < 0x800) {
        out[at++] = 0xc0 | (code >> 6);
        out[at++] = 0x80 | (code & 63);
      } else if (code < 0x10000) {
        out[at++] = 0xe0 | (code >> 12);
        out[at++] = 0x80 | ((code >> 6) & 63);
        out[at++] = 0x80 | (code & 63);
      } else {
        out[at++] = 0xf0 | (code >> 18);
        out[at++] = 0x80 | ((code >> 12) & 63);
        out[at++] = 0x80 | ((code >> 6) & 63);
        out[at++] = 0x80 | (code & 63);
      }
    }
    return out.slice(0, at);
  }
}

/** UTF-8 to a string (whole input at once; malformed bytes become U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string {
  const parts: string[] = [];
  let units: number[] = [];
  const push = (code: number): void => {
    if (code >= 0x10000) {
      code -= 0x10000;
      units.push(0xd800 + (code >> 10), 0xdc00 + (code & 1023));
    } else units.push(code);
    if (units.length >= 4096) {
      parts.push(String.fromCharCode(...units));
      units = [];
    }
  };
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!;
    const need = first < 0x80 ? 0 : first >= 0xf0 && first < 0xf8 ? 3 : first >= 0xe0 ? 2 : first >= 0xc2 ? 1 : -1;
    if (need < 0 || (need > 0 && first >= 0xf8)) {
      push(0xfffd);
      i++;
      continue;
    }
    let code = need === 0 ? first : first & (0x3f >> need);
    let ok = i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) ok = false;
      else code = (code << 6) | (next & 63);
    }
    if (!ok) {
      push(0xfffd);
      i++;
      continue;
    }
    push(code);
    i += need + 1;
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}

class Utf8Decoder {
  readonly encoding = 'utf-8';

  decode(input?: ArrayBufferView | ArrayBuffer): string {
    if (input === undefined) return '';
    const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    return decodeUtf8(bytes);
  }
}

interface Port {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(data: unknown): void;
}

/** Two linked ports; a message is delivered as a later microtask (React schedules its work with one). */
class LocalMessageChannel {
  readonly port1: Port;
  readonly port2: Port;

  constructor() {
    const port = (other: () => Port): Port => ({
      onmessage: null,
      postMessage: (data) => later(() => other().onmessage?.({ data })),
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

interface Controller {
  enqueue(chunk: Uint8Array): void;
  close(): void;
  error(reason: unknown): void;
}

interface UnderlyingSource {
  start?(controller: Controller): void;
  pull?(controller: Controller): void;
  cancel?(reason: unknown): void;
}

type ReadResult = { done: false; value: Uint8Array } | { done: true; value: undefined };

/** The part of ReadableStream React's renderer and our reader use: a source, pulled when a read finds nothing queued. */
class PulledStream {
  private readonly queue: Uint8Array[] = [];
  private closed = false;
  private failure: { reason: unknown } | null = null;
  private waiting: (() => void) | null = null;
  private readonly controller: Controller;

  constructor(private readonly source: UnderlyingSource = {}) {
    const wake = (): void => {
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.();
    };
    this.controller = {
      enqueue: (chunk) => {
        this.queue.push(chunk);
        wake();
      },
      close: () => {
        this.closed = true;
        wake();
      },
      error: (reason) => {
        this.failure = { reason };
        wake();
      },
    };
    source.start?.(this.controller);
  }

  getReader(): { read(): Promise<ReadResult>; cancel(reason?: unknown): Promise<void>; releaseLock(): void } {
    return {
      read: () => this.read(),
      cancel: async (reason) => this.source.cancel?.(reason),
      releaseLock: () => {},
    };
  }

  private async read(): Promise<ReadResult> {
    for (;;) {
      if (this.failure) throw this.failure.reason;
      const chunk = this.queue.shift();
      if (chunk) return { done: false, value: chunk };
      if (this.closed) return { done: true, value: undefined };
      const woken = new Promise<void>((resolve) => (this.waiting = resolve));
      this.source.pull?.(this.controller);
      if (this.queue.length === 0 && !this.closed && !this.failure) await woken;
    }
  }
}

function setTimer(callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]): { cancelled: boolean } {
  const timer = { cancelled: false };
  later(() => {
    if (!timer.cancelled) callback(...args);
  });
  return timer;
}

/** structuredClone for data (Tailwind clones its default config with it): plain objects, arrays, Map, Set, Date, RegExp, cycles. */
function cloneData<T>(value: T, seen = new Map<unknown, unknown>()): T {
  if (typeof value === 'function' || typeof value === 'symbol') throw new Error(`${String(value)} could not be cloned`);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value) as T;
  const keep = <C>(copy: C): C => {
    seen.set(value, copy);
    return copy;
  };
  if (value instanceof Date) return keep(new Date(value.getTime())) as T;
  if (value instanceof RegExp) return keep(new RegExp(value.source, value.flags)) as T;
  if (value instanceof Map) {
    const copy = keep(new Map<unknown, unknown>());
    for (const [k, v] of value) copy.set(cloneData(k, seen), cloneData(v, seen));
    return copy as T;
  }
  if (value instanceof Set) {
    const copy = keep(new Set<unknown>());
    for (const v of value) copy.add(cloneData(v, seen));
    return copy as T;
  }
  const copy = keep((Array.isArray(value) ? [] : {}) as Record<string, unknown>);
  for (const key of Object.keys(value)) copy[key] = cloneData((value as Record<string, unknown>)[key], seen);
  return copy as T;
}

const silent = (): void => {};
const globals = globalThis as Record<string, unknown>;
const define = (name: string, value: unknown): void => {
  if (globals[name] === undefined) globals[name] = value;
};

define('TextEncoder', Utf8Encoder);
define('TextDecoder', Utf8Decoder);
define('MessageChannel', LocalMessageChannel);
define('ReadableStream', PulledStream);
define('queueMicrotask', later);
define('structuredClone', cloneData);
define('setTimeout', setTimer);
define('clearTimeout', (timer?: { cancelled: boolean }) => timer && (timer.cancelled = true));
define('console', { log: silent, info: silent, warn: silent, error: silent, debug: silent, trace: silent });
