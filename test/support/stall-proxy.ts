// A stalled server on demand: a node:http proxy in front of the emulator that forwards everything,
// except that requests matching a hold rule (method + path) wait, unanswered, until released.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldRule {
  method: string;
  /** The request's pathname (without query), or a pattern it must match. */
  path: string | RegExp;
}

export interface StallProxy {
  /** http://127.0.0.1:<port>: use it as the base URL instead of the emulator's. */
  readonly url: string;
  /** Requests matching `rule` from now on are held (answered only after release). */
  hold(rule: HoldRule): void;
  /** Stops holding; held requests whose client still waits are forwarded, the others dropped. */
  release(): void;
  /** How many requests arrived at a hold so far (held now or earlier). */
  readonly heldCount: number;
  /** Resolves once `count` requests in total have been held. */
  waitForHeld(count?: number): Promise<void>;
  close(): Promise<void>;
}

interface Held {
  forward(): void;
  response: ServerResponse;
}

export async function startStallProxy(target: string): Promise<StallProxy> {
  const origin = new URL(target);
  const rules: HoldRule[] = [];
  let queue: Held[] = [];
  let heldCount = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  const matches = (req: IncomingMessage): boolean => {
    const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    return rules.some(
      (rule) => rule.method.toUpperCase() === req.method && (typeof rule.path === 'string' ? rule.path === pathname : rule.path.test(pathname)),
    );
  };

  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const upstream = httpRequest(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!matches(req)) return forward(req, body, res);
      queue.push({ forward: () => forward(req, body, res), response: res });
      heldCount++;
      for (const waiter of waiters.filter((w) => heldCount >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hold: (rule) => void rules.push(rule),
    release() {
      rules.length = 0;
      const held = queue;
      queue = [];
      // A client that gave up (its time limit ran out) closed the connection: nobody to answer.
      for (const entry of held) if (entry.response.socket && !entry.response.socket.destroyed && !entry.response.writableEnded) entry.forward();
    },
    get heldCount() {
      return heldCount;
    },
    waitForHeld(count = 1) {
      if (heldCount >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
