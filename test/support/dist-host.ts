// A page host that serves the built script and its sibling files (dist/stack-elements.js, dist/parts/*.js,
// dist/locales/*.js) and test pages, each host its own localhost origin (a CDN is just another host), with an
// optional Content-Security-Policy on every answer. It records the sibling files asked for, and can fail a
// kind of file for a while (a CDN that is down); /broken/stack-elements.js is the script with no siblings beside it.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const SERVED = /^(stack-elements|parts\/[\w-]+|locales\/[a-z-]+)\.js$/;

export interface DistHost {
  /** http://localhost:<port> */
  url: string;
  /** Files under /dist/ asked for, in order ('stack-elements.js', 'parts/screens-….js', 'locales/de.js'). */
  requested: string[];
  /** Kinds to answer 503 for while they are in the set (a CDN that is down): 'parts', 'locales' or a file name. */
  failing: Set<string>;
  /** Kinds to serve changed by a byte (a CDN that altered the file): 'parts' or a file name. */
  tamper: Set<string>;
  close(): Promise<void>;
}

/** Starts a host; `page(url)` renders the HTML of /page (its query says what the test wants). */
export async function startDistHost(page: (url: URL) => string, csp: string | null = null): Promise<DistHost> {
  const requested: string[] = [];
  const failing = new Set<string>();
  const tamper = new Set<string>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const headers: Record<string, string> = { 'cache-control': 'no-store', ...(csp ? { 'content-security-policy': csp } : {}) };
    const file = url.pathname === '/broken/stack-elements.js' ? 'stack-elements.js' : url.pathname.startsWith('/dist/') ? url.pathname.slice('/dist/'.length) : null;
    if (file !== null) {
      if (url.pathname.startsWith('/dist/')) requested.push(file);
      const kind = file.split('/')[0]!;
      if (failing.has(file) || failing.has(kind)) return void response.writeHead(503, headers).end();
      if (!SERVED.test(file)) return void response.writeHead(404, headers).end();
      const altered = tamper.has(file) || tamper.has(kind);
      readFile(DIST + file).then(
        (body) => response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(altered ? Buffer.concat([body, Buffer.from(' ')]) : body),
        () => response.writeHead(404, headers).end(),
      );
      return;
    }
    if (url.pathname !== '/page') return void response.writeHead(404, headers).end();
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page(url));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    requested,
    failing,
    tamper,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
