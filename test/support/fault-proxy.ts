// A fault-injecting HTTP proxy on 127.0.0.1 between a browser page and the emulator. Each request draws
// from a seeded stream of its own (seed, method, path, how many came before) whether its rule (method,
// path, rate) faults it; the rule's kinds take turns: 429, 500, 503 or a reset before the server sees
// it; a 502, a reset or a body cut mid-way after the server answered (it did the work); or latency.
// CORS preflights are always forwarded untouched. The log keeps every request seen and whether it was
// forwarded, so a request the browser sent again can be told apart.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAULT_KINDS = ['429', '500', '502-after', '503', 'reset-before', 'reset-after', 'latency', 'cut-body'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Faults requests that match method and path (the first rule that matches) with probability `rate`; `kinds` take turns. */
export interface FaultRule {
  /** Upper-case method(s); any (but OPTIONS, never faulted) when absent. */
  method?: string | readonly string[];
  /** The pathname, or a pattern it must match; any when absent. */
  path?: string | RegExp;
  rate: number;
  kinds: readonly FaultKind[];
}

export interface FaultProxyOptions {
  /** The emulator's base URL. */
  target: string;
  seed: number;
  rules: readonly FaultRule[];
  /** Bounds of the added latency, in ms. */
  latencyMs?: readonly [number, number];
}

export interface ProxyLogEntry {
  seq: number;
  method: string;
  path: string;
  /** The request's x-stack-random-nonce, if any. */
  nonce: string | null;
  fault: FaultKind | null;
  /** True once the request was sent on to the emulator. */
  forwarded: boolean;
  /** The emulator's status, once it answered. */
  upstreamStatus: number | null;
  /** The status the browser was given (null: no answer, or a cut one). */
  sentStatus: number | null;
}

export interface ResentWrite {
  method: string;
  path: string;
  nonce: string;
  /** The emulator's status for each time it got the request. */
  statuses: (number | null)[];
}

export interface FaultProxy {
  /** http://127.0.0.1:<port>: the base URL to give the page instead of the emulator's. */
  readonly url: string;
  readonly log: readonly ProxyLogEntry[];
  /** Faults injected so far, per kind. */
  readonly injected: Readonly<Record<FaultKind, number>>;
  /** Writes (not GET) forwarded more than once with one nonce: one request sent again by the SDK or the browser. */
  resentWrites(): ResentWrite[];
  /** Off: every request is forwarded untouched (still logged). */
  enabled: boolean;
  close(): Promise<void>;
}

/** mulberry32: a small seeded generator, so a seed gives the same schedule on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a 32-bit seed from a string. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// What a gateway in front of the API answers: CORS-readable (so the page sees the status), no known error.
const GATEWAY_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'retry-after',
  'content-type': 'text/plain; charset=utf-8',
};
const GATEWAY_TEXT: Record<number, string> = { 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable' };

interface Upstream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const origin = new URL(options.target);
  const [minLatency, maxLatency] = options.latencyMs ?? [300, 2000];
  const log: ProxyLogEntry[] = [];
  const injected = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  const sockets = new Set<Socket>();
  const state = { enabled: true };

  // The k-th request of one method and path draws from its own seeded stream, so the schedule does not
  // depend on how concurrent requests interleave (ids in paths become :id, so runs agree).
  const seen = new Map<string, number>();
  const hits = options.rules.map(() => 0);

  // A fault and a draw for its parameter (latency, Retry-After), both taken when the request arrives.
  const pick = (method: string, pathname: string): { fault: FaultKind | null; extra: number } => {
    const none = { fault: null, extra: 0 };
    if (!state.enabled || method === 'OPTIONS') return none;
    const index = options.rules.findIndex(
      (r) =>
        (r.method === undefined || (typeof r.method === 'string' ? r.method === method : r.method.includes(method))) &&
        (r.path === undefined || (typeof r.path === 'string' ? r.path === pathname : r.path.test(pathname))),
    );
    const rule = options.rules[index];
    if (!rule) return none;
    const key = `${method} ${pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    const random = seededRandom(hash32(`${options.seed} ${key} ${k}`));
    const hit = random() < rule.rate;
    const extra = random();
    if (!hit) return none;
    // The rule's kinds take turns (from a seeded start), so every kind shows up in a short run.
    const kind = rule.kinds[(hits[index]!++ + (options.seed % rule.kinds.length)) % rule.kinds.length];
    return kind === undefined ? none : { fault: kind, extra };
  };

  const forward = (req: IncomingMessage, body: Buffer, entry: ProxyLogEntry): Promise<Upstream | null> =>
    new Promise((resolve) => {
      entry.forwarded = true;
      const upstream = httpRequest(
        { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            entry.upstreamStatus = answer.statusCode ?? 0;
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) });
          });
          answer.on('error', () => resolve(null));
        },
      );
      upstream.on('error', () => resolve(null));
      upstream.end(body);
    });

  const reset = (res: ServerResponse): void => {
    // An RST, not a polite FIN: what a crashed middlebox leaves.
    const socket = res.socket;
    if (socket && !socket.destroyed) socket.resetAndDestroy();
  };

  const gateway = (res: ServerResponse, entry: ProxyLogEntry, status: number, extra = 0): void => {
    const retryAfter = status === 429 ? { 'retry-after': String(Math.floor(extra * 2)) } : {};
    entry.sentStatus = status;
    res.writeHead(status, { ...GATEWAY_HEADERS, ...retryAfter }).end(GATEWAY_TEXT[status]);
  };

  const pass = (res: ServerResponse, entry: ProxyLogEntry, upstream: Upstream | null): void => {
    if (!upstream) return gateway(res, entry, 502);
    entry.sentStatus = upstream.status;
    const headers = { ...upstream.headers };
    delete headers['transfer-encoding'];
    res.writeHead(upstream.status, { ...headers, 'content-length': String(upstream.body.length) }).end(upstream.body);
  };

  const handle = async (req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const nonce = req.headers['x-stack-random-nonce'];
    const { fault, extra } = pick(method, url.pathname);
    const entry: ProxyLogEntry = { seq: log.length, method, path: url.pathname, nonce: typeof nonce === 'string' ? nonce : null, fault, forwarded: false, upstreamStatus: null, sentStatus: null };
    log.push(entry);
    if (fault) injected[fault]++;
    switch (fault) {
      case null:
        return pass(res, entry, await forward(req, body, entry));
      case '429':
        return gateway(res, entry, 429, extra);
      case '500':
        return gateway(res, entry, 500);
      case '503':
        return gateway(res, entry, 503);
      case 'reset-before':
        return reset(res);
      case 'latency': {
        const wait = minLatency + Math.floor(extra * (maxLatency - minLatency));
        await new Promise((resolve) => setTimeout(resolve, wait));
        return pass(res, entry, await forward(req, body, entry));
      }
      case '502-after':
        await forward(req, body, entry);
        return gateway(res, entry, 502);
      case 'reset-after':
        await forward(req, body, entry);
        return reset(res);
      case 'cut-body': {
        const upstream = await forward(req, body, entry);
        if (!upstream || upstream.body.length < 2) return reset(res);
        const headers = { ...upstream.headers };
        delete headers['transfer-encoding'];
        // The headers promise the whole body; half of it arrives, then the connection drops.
        res.writeHead(upstream.status, { ...headers, 'content-length': String(upstream.body.length) });
        res.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)), () => setTimeout(() => reset(res), 20));
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, Buffer.concat(chunks), res));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    injected,
    resentWrites() {
      const byNonce = new Map<string, ResentWrite>();
      for (const entry of log) {
        if (!entry.forwarded || entry.method === 'GET' || entry.nonce === null) continue;
        const key = `${entry.method} ${entry.path} ${entry.nonce}`;
        const seen = byNonce.get(key) ?? { method: entry.method, path: entry.path, nonce: entry.nonce, statuses: [] };
        seen.statuses.push(entry.upstreamStatus);
        byNonce.set(key, seen);
      }
      return [...byNonce.values()].filter((write) => write.statuses.length > 1);
    },
    get enabled() {
      return state.enabled;
    },
    set enabled(value: boolean) {
      state.enabled = value;
    },
    close() {
      return new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
    },
  };
}
