// The React, Vue and Svelte demos (demo/<framework>/), built by Vite as a customer would build them,
// served as static files and run in Chromium against the emulator: sign up, reload, sign out, sign in.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStackEvents, useDemoBrowser, type RecordedEvent } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const FRAMEWORKS = ['react', 'vue', 'svelte'] as const;
type Framework = (typeof FRAMEWORKS)[number];
/** The built apps: each framework as customers ship it, and React's development build, which logs React's warnings. */
const BUILDS: readonly { framework: Framework; folder: string; dev: boolean }[] = [
  ...FRAMEWORKS.map((framework) => ({ framework, folder: framework, dev: false })),
  { framework: 'react', folder: 'react-dev', dev: true },
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const fixture = useDemoBrowser();
let outRoot = '';
let server: Server | undefined;
let appsUrl = '';
/** Wall time of the three Vite builds, printed so the cost of this file stays visible. */
let buildMs = 0;

/** A plain static host for the built apps (any host works: the apps route in the URL's hash). */
async function serveStatic(root: string): Promise<{ server: Server; url: string }> {
  const host = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://apps.invalid');
    const file = normalize(join(root, decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname)));
    if (!file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
    );
  });
  await new Promise<void>((resolveListen) => host.listen(0, '127.0.0.1', resolveListen));
  // localhost, like the plain demo: the emulator's project trusts it.
  return { server: host, url: `http://localhost:${(host.address() as AddressInfo).port}/` };
}

beforeAll(async () => {
  // The apps read their project from Vite env variables, which Vite takes from process.env.
  process.env.VITE_STACK_PROJECT_ID = fixture.demo.emulator.defaultProject.id;
  process.env.VITE_STACK_BASE_URL = fixture.demo.emulator.url;
  outRoot = await mkdtemp(join(tmpdir(), 'stack-framework-demos-'));
  const started = performance.now();
  // Vitest sets NODE_ENV=test; customers ship production builds (Vite decides from NODE_ENV).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const { framework, folder, dev } of BUILDS) {
      process.env.NODE_ENV = dev ? 'development' : 'production';
      await build({
        configFile: fileURLToPath(new URL(`../../demo/${framework}/vite.config.ts`, import.meta.url)),
        mode: dev ? 'development' : 'production',
        build: { outDir: join(outRoot, folder), emptyOutDir: true, minify: !dev },
        logLevel: 'silent',
      });
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  buildMs = performance.now() - started;
  process.stdout.write(`framework demos: ${BUILDS.length} Vite builds in ${Math.round(buildMs)} ms\n`);
  ({ server, url: appsUrl } = await serveStatic(outRoot));
}, 120_000);

declare global {
  interface Window {
    __statusSeen: string[];
  }
}

/** Records each text the app's #status shows, from before the app's first render (mutation callbacks run before paint). */
async function recordStatus(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__statusSeen = [];
    const note = (): void => {
      const text = document.getElementById('status')?.textContent ?? null;
      if (text !== null && window.__statusSeen.at(-1) !== text) window.__statusSeen.push(text);
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

afterAll(async () => {
  await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
  if (outRoot) await rm(outRoot, { recursive: true, force: true });
});

describe.each(BUILDS)('the $folder demo (Vite build, Chromium)', ({ folder }) => {
  const email = uniqueEmail(`demo-${folder}`);
  const password = 'correct-horse-42';
  let page: Page;

  const status = (): Promise<string | null> => page.locator('#status').textContent();
  const appLog = (): Promise<string[]> => page.locator('#event-log li').allTextContents();
  const documentEvents = (type: string): Promise<RecordedEvent[]> =>
    page.evaluate((name) => window.__events.filter((event) => event.type === name), type);

  beforeAll(async () => {
    const context = await fixture.freshContext();
    await recordStackEvents(context);
    await recordStatus(context);
    page = fixture.watchErrors(await context.newPage());
  });

  it('starts signed out: the app says so and the user button offers "Sign in"', async () => {
    await page.goto(`${appsUrl}${folder}/`);
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
    await expect.poll(status).toBe('Signed out');
    // Until the first answer the app said it was loading, not who was signed in.
    expect(await page.evaluate(() => window.__statusSeen)).toEqual(['Loading…', 'Signed out']);
    expect(await appLog()).toEqual([]);
  });

  it('signs up on the app\'s sign-up page; the app shows "Signed in as …" from the event\'s detail', async () => {
    await page.locator('header a', { hasText: 'Sign up' }).click();
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('input[name=repeat-password]').fill(password);
    await form.locator('button[type=submit]').click();
    await expect.poll(status).toBe(`Signed in as ${email}`);
    // The app's listener on <stack-sign-up> heard it (and took the app home), and only it.
    expect(await appLog()).toEqual([`stack-signed-in on <stack-sign-up>: ${email}`]);
    expect(new URL(page.url()).hash).toBe('#/');
    expect(await page.locator('stack-sign-up').count()).toBe(0);
    expect(await documentEvents('stack-signed-in')).toEqual([{ type: 'stack-signed-in', email, target: 'stack-sign-up' }]);
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  });

  it('after a reload the app reads the signed-in user (no event: page load is the baseline), never saying "Signed out" meanwhile', async () => {
    await page.reload();
    await expect.poll(status).toBe(`Signed in as ${email}`);
    // Every text #status had, from the first frame on: a loading state, then the user.
    const seen = await page.evaluate(() => window.__statusSeen);
    expect(seen).not.toContain('Signed out');
    expect(seen.at(-1)).toBe(`Signed in as ${email}`);
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    expect(await documentEvents('stack-signed-in')).toEqual([]);
    expect(await appLog()).toEqual([]);
  });

  it('signs out from the user button; the app hears stack-signed-out and shows its signed-out state', async () => {
    await page.locator('stack-user-button button').click();
    await page.locator('stack-user-button [role=menuitem]', { hasText: 'Sign out' }).click();
    await expect.poll(status).toBe('Signed out');
    expect(await appLog()).toEqual(['stack-signed-out on <stack-user-button>: no user']);
    expect(await documentEvents('stack-signed-out')).toEqual([{ type: 'stack-signed-out', email: null, target: 'stack-user-button' }]);
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
  });

  it('signs in again on the sign-in page the user button links to', async () => {
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).click();
    expect(new URL(page.url()).hash).toBe('#/sign-in');
    const form = page.locator('stack-sign-in form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
    await expect.poll(status).toBe(`Signed in as ${email}`);
    expect((await appLog()).at(-1)).toBe(`stack-signed-in on <stack-sign-in>: ${email}`);
    expect(await documentEvents('stack-signed-in')).toEqual([{ type: 'stack-signed-in', email, target: 'stack-sign-in' }]);
  });

  it('logged no console error or uncaught exception', () => {
    expect(fixture.pageErrors).toEqual([]);
  });
});
