// The demo host: starts the emulator and serves demo/ and dist/ on node:http, with the page's
// script tag templated from the emulator's default project. `npm start` runs it as a script. The dev
// mailbox page reads mail through this server (in-process), since the emulator's mailbox answers no
// other origin (issue 29).

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localOnlyRefusal } from '../emulator/middleware/local-only';
import { DEFAULT_PORT, startEmulator, type EmulatorOptions, type RunningEmulator } from '../emulator/server';

export type { EmulatorOptions, RunningEmulator };

export interface DemoOptions {
  /** Page server port (default 8080; 0 picks a free one). */
  port?: number;
  host?: string;
  emulator?: EmulatorOptions;
}

export interface RunningDemo {
  /** http://localhost:<port>/ (localhost, so cookies and the project's localhost trust apply). */
  url: string;
  emulator: RunningEmulator;
  close(): Promise<void>;
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** GET /mailbox-messages/{email}: the dev mailbox page's data, read in-process from the emulator. */
export const MAILBOX_PATH = '/mailbox-messages/';
const DEMO_DIR = join(ROOT, 'demo');
const DIST_DIR = join(ROOT, 'dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Fills {{name}} placeholders (escaped) and {{{name}}} ones (raw HTML); an unknown placeholder is a
 * bug in the page, so it throws.
 */
export function templateHtml(html: string, values: Record<string, string>, raw: Record<string, string> = {}): string {
  return html.replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g, (_, rawName: string | undefined, name: string | undefined) => {
    const value = rawName !== undefined ? raw[rawName] : values[name!];
    if (value === undefined) throw new Error(`a demo page uses unknown placeholder ${rawName ?? name}`);
    return rawName !== undefined ? value : escapeAttribute(value);
  });
}

/**
 * A demo page is the body of demo/layout.html: its first line is a comment of `key: value` pairs
 * separated by `|` (title, sign-in-url, sign-up-url, scripts), the rest fills the layout's body.
 */
export function renderDemoPage(page: string, layout: string, values: Record<string, string>): string {
  const header = /^<!--(.*?)-->\n?/.exec(page);
  const meta = new Map<string, string>();
  for (const pair of (header?.[1] ?? '').split('|')) {
    const colon = pair.indexOf(':');
    if (colon > 0) meta.set(pair.slice(0, colon).trim(), pair.slice(colon + 1).trim());
  }
  const scriptAttributes = ['sign-in-url', 'sign-up-url']
    .filter((key) => meta.has(key))
    .map((key) => `\n      data-${key}="${escapeAttribute(meta.get(key)!)}"`)
    .join('');
  const scripts = (meta.get('scripts') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((src) => `\n    <script src="${escapeAttribute(src)}" defer></script>`)
    .join('');
  const content = templateHtml(page.slice(header?.[0].length ?? 0), values);
  return templateHtml(layout, { ...values, title: meta.get('title') ?? 'Stack Elements demo' }, { scriptAttributes, scripts, content });
}

/** Strict policy: no inline script or style anywhere, which the widget must live with. */
function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "img-src 'self' data: https:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Maps a URL path into demo/ or dist/, refusing anything that escapes them. */
function resolveFile(pathname: string): string | null {
  const decoded = decodeURIComponent(pathname);
  const [base, relative] = decoded.startsWith('/dist/') ? [DIST_DIR, decoded.slice('/dist/'.length)] : [DEMO_DIR, decoded.slice(1)];
  const file = normalize(join(base, relative));
  return file.startsWith(base + sep) ? file : null;
}

export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  // The emulator's own defaults apply otherwise: data in .stack-emulator (or STACK_DATABASE_URL).
  const emulator = await startEmulator({ port: DEFAULT_PORT, ...options.emulator });
  const project = emulator.defaultProject;
  const apiOrigin = new URL(emulator.url).origin;
  const values = {
    projectId: project.id,
    publishableClientKey: project.publishableClientKey ?? '',
    baseUrl: emulator.url.replace(/\/+$/, ''),
  };
  const csp = contentSecurityPolicy(apiOrigin);
  const layout = await readFile(join(DEMO_DIR, 'layout.html'), 'utf8');

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://demo.invalid');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname.startsWith(MAILBOX_PATH)) return sendMailbox(request, response, decodeURIComponent(pathname.slice(MAILBOX_PATH.length)));
    // Handler routes such as /handler/magic-link-callback are pages in demo/handler/<route>.html;
    // the others fall back to demo/handler.html below.
    const isHandlerRoute = pathname.startsWith('/handler/') && extname(pathname) === '';
    const page = pathname === '/' ? '/index.html' : isHandlerRoute ? `${pathname}.html` : pathname;
    // The layout is not a page of its own.
    const file = page === '/layout.html' ? null : resolveFile(page);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      // Any other handler route is the one <stack-handler> page (demo/handler.html).
      const handlerPage = isHandlerRoute ? await readFile(join(DEMO_DIR, 'handler.html')).catch(() => null) : null;
      if (handlerPage) return send(response, request, join(DEMO_DIR, 'handler.html'), handlerPage);
      const hint = page.startsWith('/dist/') ? ' (run `npm run build` first)' : '';
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found${hint}`);
      return;
    }
    send(response, request, file, body);
  }

  /** The dev mailbox as JSON, for this server's own pages only (the emulator's local-only rules). */
  async function sendMailbox(request: IncomingMessage, response: ServerResponse, email: string): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const refusal = localOnlyRefusal(request.method ?? 'GET', headers, undefined);
    if (refusal !== null) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refusal);
      return;
    }
    const body = JSON.stringify(await emulator.mailbox(email));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function send(response: ServerResponse, request: IncomingMessage, file: string, content: Buffer): void {
    const extension = extname(file);
    const body = extension === '.html' ? renderDemoPage(content.toString('utf8'), layout, values) : content;
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'Internal error');
    });
  });
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => resolveListen());
    });
  } catch (error) {
    await emulator.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}/`,
    emulator,
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await emulator.close();
    },
  };
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runAsScript) {
  // DEMO_PORT / EMULATOR_PORT let a second copy run beside one already on the default ports.
  const demo = await startDemo({
    port: process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : 8080,
    emulator: process.env.EMULATOR_PORT ? { port: Number(process.env.EMULATOR_PORT) } : {},
  });
  const { owner } = demo.emulator;
  const signIn = owner ? ` (sign in as ${owner.email} with the password ${owner.password})` : '';
  process.stdout.write(`Emulator: ${demo.emulator.url}\nDemo: ${demo.url}\nLocal dashboard: ${demo.emulator.dashboardUrl}${signIn}\n`);
  const stop = (): void => {
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
