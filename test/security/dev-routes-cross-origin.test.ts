// Issue 29: the emulator's development routes answered pages of any origin (CORS `*` on everything). A
// page of another local origin, in real Chromium, could read the dev mailbox (a reset code: the account),
// read the local dashboard, make projects with a form-style POST, and read a project's webhook endpoints
// with the formerly constant admin key. Now the mailbox, /emulator/projects and the dashboard answer only
// the emulator's own origin (no CORS headers, other origins and cross/same-site fetches refused with a 403,
// foreign Host names too), and no key is a constant any more. /api/* keeps its CORS `*`.
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../emulator/db/database';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { useEmulator } from '../support/emulator';
import { eventually } from '../support/webhook-receiver';
import { adminHeaders, call, clientHeaders, signUp } from '../integration/emulator/helpers';

/** The demo project's admin key every emulator used to share (emulator/projects/seed.ts before issue 29). */
const OLD_DEMO_ADMIN_KEY = 'sak_emulator0local0super0secret0admin0key000000';

// The first mail waits for the render worker to load React: generous on a busy machine, it only bounds a hang.
const MAIL_WAIT_MS = 60_000;

let db: Database | undefined;
const emu = useEmulator({ wrapDatabase: (opened) => (db = opened) });

// The attacker's pages: an empty page on another local origin (another port on the same machine).
let attacker: Server;
let attackerPort = 0;
let browser: Browser;
beforeAll(async () => {
  attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  attacker.closeAllConnections();
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
});

async function projectCount(): Promise<number> {
  if (!db) throw new Error('the database was not captured');
  return Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM projects'))[0]?.n);
}

/** What a page's fetch got: the status and text it could read, or the error that kept it from reading. */
type Outcome = { read: true; status: number; text: string } | { read: false; error: string };

async function pageFetch(page: Page, url: string, init: { method?: string; headers?: Record<string, string>; body?: string; mode?: 'cors' | 'no-cors' } = {}): Promise<Outcome> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init);
        // An opaque (no-cors) answer is unreadable: status 0, empty text.
        if (res.type === 'opaque') return { read: false, error: 'an opaque answer' } as const;
        return { read: true, status: res.status, text: await res.text() } as const;
      } catch (error) {
        return { read: false, error: String(error) } as const;
      }
    },
    { url, init },
  );
}

/** A page of `origin` (e.g. http://localhost:<attacker port>) in a fresh context. */
async function openAttackerPage(origin: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return page;
}

describe('a page of another local origin (Chromium)', () => {
  // localhost:<port> is cross-site to 127.0.0.1:<emulator port>; 127.0.0.1:<port> is same-site but another origin.
  for (const host of ['localhost', '127.0.0.1']) {
    it(`on ${host}: cannot read the mailbox, the dashboard or the webhook endpoints, nor create a project`, { timeout: MAIL_WAIT_MS + 30_000 }, async () => {
      const page = await openAttackerPage(`http://${host}:${attackerPort}`);
      const victim = await signUp(emu, emu.defaultProject);
      // A webhook endpoint exists, so that a readable list would show it.
      const made = await fetch(`${emu.url}/emulator/projects/${emu.defaultProject.id}/webhook-endpoints`, {
        method: 'POST',
        headers: { ...adminHeaders(emu.defaultProject), 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'https://hooks.example.com/stack' }),
      });
      expect(made.status).toBe(201);

      // The page asks for a password-reset code for the victim through the API (CORS * there, as on Stack Auth)...
      const reset = await pageFetch(page, `${emu.url}/api/v1/auth/password/send-reset-code`, {
        method: 'POST',
        headers: { ...clientHeaders(emu.defaultProject), 'content-type': 'application/json' },
        body: JSON.stringify({ email: victim.email, callback_url: 'http://localhost:3000/handler/password-reset' }),
      });
      expect(reset).toMatchObject({ read: true, status: 200 });
      // ...the mail is there (read from Node), but the page cannot read the mailbox.
      await eventually(() => emu.mailbox(victim.email), (mails) => mails.some((mail) => /reset/i.test(mail.subject)), 'the reset mail', MAIL_WAIT_MS);
      const mailbox = await pageFetch(page, `${emu.url}/emulator/mailbox/${encodeURIComponent(victim.email)}`);
      expect(mailbox.read, JSON.stringify(mailbox).slice(0, 300)).toBe(false);

      // The dashboard page and its files.
      for (const path of ['/', '/dashboard/dashboard.css', '/dashboard/stack-admin.js']) {
        const outcome = await pageFetch(page, `${emu.url}${path}`);
        expect(outcome.read, `${path}: ${JSON.stringify(outcome).slice(0, 200)}`).toBe(false);
      }

      // The webhook endpoints with the formerly constant admin key: nothing listed.
      const endpoints = await pageFetch(page, `${emu.url}/emulator/projects/${emu.defaultProject.id}/webhook-endpoints`, {
        headers: { 'x-stack-super-secret-admin-key': OLD_DEMO_ADMIN_KEY },
      });
      expect(endpoints.read && endpoints.status === 200 ? endpoints.text : '').not.toContain('hooks.example.com');
      const deliveries = await pageFetch(page, `${emu.url}/emulator/projects/${emu.defaultProject.id}/webhook-deliveries`, {
        headers: { 'x-stack-super-secret-admin-key': OLD_DEMO_ADMIN_KEY },
      });
      expect(deliveries.read && deliveries.status === 200).toBe(false);

      // A form-style POST (no-cors, no preflight) makes no project, with or without a readable answer.
      const before = await projectCount();
      await pageFetch(page, `${emu.url}/emulator/projects`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'display_name=made-by-another-origin',
      });
      await pageFetch(page, `${emu.url}/emulator/projects`, { method: 'POST', mode: 'no-cors' });
      // The same-origin check that the server answered (and so had its chance to act) before counting.
      expect((await call(emu, '/projects/current', { headers: clientHeaders(emu.defaultProject) })).status).toBe(200);
      expect(await projectCount()).toBe(before);
      await page.context().close();
    });
  }

  it("the emulator's own dashboard page still loads its files and works on its own origin", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(emu.dashboardUrl);
    expect(response?.status()).toBe(200);
    // Same-origin fetches from the dashboard page are answered.
    const css = await pageFetch(page, `${emu.url}/dashboard/dashboard.css`);
    expect(css).toMatchObject({ read: true, status: 200 });
    const mailbox = await pageFetch(page, `${emu.url}/emulator/mailbox/nobody%40example.com`);
    expect(mailbox).toMatchObject({ read: true, status: 200, text: '[]' });
    await context.close();
  });
});

/** A raw request from Node with chosen headers (fetch would not send a foreign Host). */
function rawRequest(url: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('from Node', () => {
  it('a DNS-rebinding Host (evil.example) is refused on the development routes', async () => {
    for (const path of ['/emulator/mailbox/someone%40example.com', '/', '/dashboard/dashboard.css']) {
      const res = await rawRequest(`${emu.url}${path}`, { host: `evil.example:${emu.port}` });
      expect(res.status, path).toBe(403);
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    const before = await projectCount();
    const post = await rawRequest(`${emu.url}/emulator/projects`, { host: 'evil.example', 'x-stack-super-secret-admin-key': emu.internalProject.superSecretAdminKey }, 'POST');
    expect(post.status).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it('preflights of the development routes get no allow headers; the API keeps CORS *', async () => {
    const origin = `http://localhost:${attackerPort}`;
    const preflight = { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    for (const path of ['/emulator/mailbox/a%40b.c', '/emulator/projects', '/']) {
      const res = await fetch(`${emu.url}${path}`, { method: 'OPTIONS', headers: preflight });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('access-control-allow-headers'), path).toBeNull();
    }
    const api = await fetch(`${emu.url}/api/v1/users/me`, { method: 'OPTIONS', headers: preflight });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    const apiGet = await fetch(`${emu.url}/api/v1`, { headers: { origin } });
    expect(apiGet.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("a cross-site fetch is refused; a top-level navigation (its answer goes to the user's tab) is not", async () => {
    // Sent raw: Node's fetch sets Sec-Fetch-Mode itself.
    const site = (mode: string, dest: string) => ({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': mode, 'sec-fetch-dest': dest });
    expect((await rawRequest(`${emu.url}/emulator/mailbox/nobody%40example.com`, site('cors', 'empty'))).status).toBe(403);
    expect((await rawRequest(emu.dashboardUrl, site('navigate', 'iframe'))).status).toBe(403);
    expect((await rawRequest(emu.dashboardUrl, site('navigate', 'document'))).status).toBe(200);
    const before = await projectCount();
    const formPost = await rawRequest(
      `${emu.url}/emulator/projects`,
      { ...site('navigate', 'document'), origin: `http://localhost:${attackerPort}`, 'x-stack-super-secret-admin-key': emu.internalProject.superSecretAdminKey },
      'POST',
    );
    expect(formPost.status).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it('non-browser clients (no Origin, loopback Host) still read the mailbox', async () => {
    const res = await fetch(`${emu.url}/emulator/mailbox/nobody%40example.com`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const viaLocalhost = await rawRequest(`${emu.url}/emulator/mailbox/nobody%40example.com`, { host: `localhost:${emu.port}` });
    expect(viaLocalhost.status).toBe(200);
  });
});
