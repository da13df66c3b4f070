// Shared by the browser benches (first-paint, requests): the emulator in this process, a static page
// server on 127.0.0.1, Debian's Chromium with the e2e flags, and small statistics helpers.
// Not a bench itself (bench/run.ts lists the benches by name).

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { ProjectKeys } from '../emulator/projects/create';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../emulator/server';

/** The same binary and flags as test/support/browser.ts (kept apart: that file registers vitest hooks). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const BUNDLE_PATH = fileURLToPath(new URL('../dist/stack-elements.js', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface BenchEmulator {
  emulator: RunningEmulator;
  project: ProjectKeys;
}

/** An in-memory emulator on a free port with one fresh project (the §6.1 defaults, e-mail + password on, plus `config`). */
export async function startBenchEmulator(options: EmulatorOptions = {}, config: Record<string, unknown> = {}): Promise<BenchEmulator> {
  const emulator = await startEmulator({ port: 0, inMemory: true, log: () => {}, ...options });
  const project = await emulator.createProject({ displayName: 'Bench', config });
  return { emulator, project };
}

export interface StaticFile {
  type: string;
  body: string | Buffer;
}

export interface PageServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves fixed files by path. Everything is `no-store`, so no run profits from an earlier one's HTTP
 * cache (each run also gets a fresh browser context, whose cache and V8 code cache start empty).
 */
export async function servePages(files: ReadonlyMap<string, StaticFile>): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://page.invalid').pathname);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The built end-user script and its parts (dist/parts/, fetched beside it on demand) by their page paths. */
export function scriptFiles(): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>([['/dist/stack-elements.js', { type: 'text/javascript; charset=utf-8', body: readBundle() }]]);
  const partsDir = fileURLToPath(new URL('../dist/parts/', import.meta.url));
  for (const file of readdirSync(partsDir)) files.set(`/dist/parts/${file}`, { type: 'text/javascript; charset=utf-8', body: readFileSync(partsDir + file) });
  return files;
}

/** The built end-user script, or an exit with a hint when the build has not run. */
export function readBundle(): Buffer {
  try {
    return readFileSync(BUNDLE_PATH);
  } catch {
    process.stderr.write('dist/stack-elements.js is missing: run `npm run build` first.\n');
    process.exit(2);
  }
}

/** A page loading dist/stack-elements.js the way customers do (a deferred tag in the head). */
export function elementsPageHtml(options: { title: string; project: ProjectKeys; baseUrl: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${options.title}</title>
    <script src="/dist/stack-elements.js" data-project-id="${options.project.id}"
      data-publishable-client-key="${options.project.publishableClientKey}" data-base-url="${options.baseUrl}" defer></script>
  </head>
  <body>
    ${options.body}
  </body>
</html>`;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a';
}
