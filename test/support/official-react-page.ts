// Builds test/compat/official-ui (the official @stackframe/react components, React from our node_modules)
// with Vite into a temporary folder, and serves it as a single-page app on a free port.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PAGE_ROOT = fileURLToPath(new URL('../compat/official-ui/', import.meta.url));

export interface OfficialPageConfig {
  projectId: string;
  publishableClientKey: string;
  /** The emulator's origin (the official SDK appends /api/v1). */
  baseUrl: string;
}

export interface OfficialPage {
  /** The page's origin, e.g. http://localhost:41234 (localhost, so the SDK's cookies work over http). */
  readonly url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Builds the page (production React, no minification, warnings muted) and serves it; close() removes the build. */
export async function startOfficialPage(config: OfficialPageConfig): Promise<OfficialPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'official-ui-'));
  await build({
    configFile: false,
    root: PAGE_ROOT,
    // The production build customers ship (vitest's NODE_ENV=test would otherwise give React's development build).
    mode: 'production',
    logLevel: 'error',
    define: { __OFFICIAL_UI_CONFIG__: JSON.stringify(config), 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
  });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://page').pathname));
    // Files by extension; every other path is a route of the page, answered with index.html.
    const file = extname(path) ? join(outDir, path) : join(outDir, 'index.html');
    if (!file.startsWith(outDir)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (content) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(content),
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    async close() {
      await closeServer(server);
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
