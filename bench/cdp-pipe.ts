// Chromium driven over the DevTools protocol on a pipe, with no domain enabled but Page: the first-paint
// bench's browser. Playwright enables the Network domain on every page, and then Blink records each request's
// initiator stack, which makes V8 re-parse every function on the stack for its source positions; for a fetch
// made while the script's top level runs, that is the whole script (about 35 ms for dist/stack-elements.js
// here, half that for the bare React page), a cost no visitor's browser pays.
// Protocol: `--remote-debugging-pipe` reads commands from fd 3 and writes answers and events to fd 4, each a
// JSON message ended by a NUL byte.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support';

interface Answer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface PipeBrowser {
  /** Sends one command (to a page when `sessionId` is given) and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  close(): Promise<void>;
}

export async function launchPipeChromium(): Promise<PipeBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'stack-bench-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const waiting = new Map<number, { resolve: (value: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Answer;
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\0');
      const waiter = message.id === undefined ? undefined : waiting.get(message.id);
      if (!waiter) continue;
      waiting.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const waiter of waiting.values()) waiter.reject(new Error('Chromium exited'));
    waiting.clear();
  });
  const browser: PipeBrowser = {
    send<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: Record<string, unknown>) => void, reject });
        input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      });
    },
    async close() {
      await browser.send('Browser.close').catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
  // The browser target answers once Chromium is up.
  await browser.send('Browser.getVersion');
  return browser;
}

// Installed before the caller's init script: the page's uncaught errors, for the message of a page that never reports.
const RECORD_PAGE_ERRORS = `(() => {
  const errors = (window.__pageErrors = []);
  addEventListener('error', (event) => errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason && event.reason.message || event.reason)));
})();`;

/**
 * Loads `url` in a fresh browser context (empty cache) after `initScript` is installed, then waits until the
 * page's global `name` holds a value, which it returns (the page puts its measurement there). A page that
 * never sets it fails with its uncaught errors in the message.
 */
export async function loadAndRead<T>(browser: PipeBrowser, url: string, initScript: string, name: string, timeoutMs = 20_000): Promise<T> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_PAGE_ERRORS + initScript }, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    const read = async (expression: string): Promise<unknown> => {
      const { result } = await browser.send<{ result: { value?: string } }>('Runtime.evaluate', { expression: `JSON.stringify(${expression} ?? null)`, returnByValue: true }, sessionId);
      return result.value === undefined ? null : (JSON.parse(result.value) as unknown);
    };
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const value = await read(`window[${JSON.stringify(name)}]`);
      if (value !== null) return value as T;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const errors = ((await read('window.__pageErrors')) as string[] | null) ?? [];
    throw new Error(`${url}: window.${name} was not set within ${timeoutMs} ms (${errors.length > 0 ? `page errors: ${errors.join('; ')}` : 'no page errors'})`);
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
