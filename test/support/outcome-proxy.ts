// Lost or changed answers on demand: a node:http proxy in front of the emulator that forwards everything,
// except that the next request matching a rule is forwarded, its answer read in full (the server has acted),
// and then the client gets a 502 instead, its connection is reset, or the answer's JSON changed by a function
// (a server that breaks the wire contract). Counts how many matching requests it forwarded.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LostAnswer = '502-after-forwarding' | 'reset-after-forwarding';
/** The answer's JSON as the client gets it instead (the status and headers are kept). */
export type ChangedAnswer = { change: (json: unknown) => unknown };

export interface OutcomeRule {
  method: string;
  /** The request's pathname (without query). */
  path: string;
  /** What the client gets instead of the server's answer, once. */
  then: LostAnswer | ChangedAnswer;
}

export interface OutcomeProxy {
  /** http://127.0.0.1:<port>: use it as the base URL instead of the emulator's. */
  readonly url: string;
  /** The next request matching `rule` loses its answer as `rule.then` says (one request only). */
  loseNext(rule: OutcomeRule): void;
  /** How many requests matching (method, path) were forwarded to the emulator so far. */
  forwarded(method: string, path: string): number;
  /** Requests whose answer was lost so far. */
  readonly lost: number;
  close(): Promise<void>;
}

/** The CORS headers of the server's answer, so the browser lets the page read the 502 (a real gateway's would not). */
function corsOf(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('access-control-') && typeof value === 'string') out[name] = value;
  }
  return out;
}

export async function startOutcomeProxy(target: string): Promise<OutcomeProxy> {
  const origin = new URL(target);
  const rules: OutcomeRule[] = [];
  const counts = new Map<string, number>();
  let lost = 0;

  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, rule: OutcomeRule | null): void {
    const upstream = httpRequest(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
      (answer) => {
        if (!rule) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // Read the whole answer first: the server has acted and answered; only the client never hears it.
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          if (typeof rule.then === 'object') {
            const changed = Buffer.from(JSON.stringify(rule.then.change(JSON.parse(Buffer.concat(parts).toString('utf8')))));
            const headers = { ...answer.headers, 'content-length': String(changed.length) };
            delete headers['transfer-encoding'];
            res.writeHead(answer.statusCode ?? 200, headers).end(changed);
            return;
          }
          lost++;
          if (rule.then === 'reset-after-forwarding') {
            req.socket.destroy();
            return;
          }
          res.writeHead(502, { 'content-type': 'text/plain', ...corsOf(answer.headers) }).end('Bad Gateway');
        });
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
      const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
      const key = `${req.method} ${pathname}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const index = rules.findIndex((rule) => rule.method.toUpperCase() === req.method && rule.path === pathname);
      const rule = index >= 0 ? rules.splice(index, 1)[0]! : null;
      forward(req, Buffer.concat(chunks), res, rule);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    loseNext: (rule) => void rules.push(rule),
    forwarded: (method, path) => counts.get(`${method.toUpperCase()} ${path}`) ?? 0,
    get lost() {
      return lost;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
