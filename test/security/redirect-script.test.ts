// Issue 29 item 4, in Chromium: a crafted sign-in link must not run script on the customer's page.
// /handler/sign-in?after_auth_return_to=javascript%3A%2F%2Flocalhost%2F%250A<code> (the project allows
// localhost, the default) on a page served from loopback with the script tag, no CSP (a common customer
// page), against a real emulator: a signed-in visitor and a visitor who signs in by the form both land on
// the default after-sign-in URL and the code never runs. data:, vbscript: and blob: targets likewise.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { elementPages, launchChromium, startPageHost, watchContext, type PageHost, type Watch } from '../support/attack-pages';
import { uniqueEmail } from '../support/unique-email';

const PASSWORD = 'correct-horse-42';
const UUID = '0d4c1c44-6e1b-4c4e-9d0a-2f0c2b4f4a7e';
/** The reported attack: the comment `//localhost/` then, on the next line, code that trips the tripwire. */
const JAVASCRIPT_PAYLOAD = 'javascript://localhost/%0Awindow.__xss=1';

let emulator: RunningEmulator;
let host: PageHost;
let browser: Browser;
let origin: string;
let email: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true });
  const project = emulator.defaultProject;
  email = uniqueEmail('redirect-script');
  const res = await fetch(`${emulator.url}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': project.publishableClientKey ?? '' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  host = await startPageHost(null, elementPages({ projectId: project.id, publishableClientKey: project.publishableClientKey ?? '', baseUrl: emulator.url, consoleProjectId: () => project.id }));
  origin = new URL(host.url).origin;
  browser = await launchChromium();
}, 45_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await emulator?.close();
});

const signInUrl = (payload: string): string => `${origin}/handler/sign-in?after_auth_return_to=${encodeURIComponent(payload)}`;

async function newWatchedContext(): Promise<{ context: BrowserContext; watch: Watch }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(10_000);
  return { context, watch: await watchContext(context) };
}

async function signInByForm(page: Page): Promise<void> {
  const form = page.locator('stack-handler form').first();
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(PASSWORD);
  await form.locator('button[type=submit]').click();
}

/** Waits until the page leaves the sign-in page or the payload runs, then asserts it did not run and the page is home. */
async function expectDefaultLanding(page: Page, watch: Watch, payload: string): Promise<void> {
  await expect
    .poll(() => watch.xssHits.length > 0 || new URL(page.url()).pathname !== '/handler/sign-in', {
      timeout: 10_000,
      message: `${JSON.stringify(payload)}: the page neither left /handler/sign-in nor ran the script (the redirect went nowhere)`,
    })
    .toBe(true);
  expect(watch.xssHits, JSON.stringify(payload)).toEqual([]);
  expect(watch.dialogs, JSON.stringify(payload)).toEqual([]);
  // The default after-sign-in URL is home ('/') on the page's own origin.
  await page.waitForURL(`${origin}/`, { waitUntil: 'commit' }).catch(() => undefined);
  expect(page.url(), JSON.stringify(payload)).toBe(`${origin}/`);
}

describe('a crafted after_auth_return_to on /handler/sign-in (Chromium, project allows localhost)', () => {
  it('a visitor who signs in by the form lands home; the javascript: target never runs', async () => {
    const { context, watch } = await newWatchedContext();
    const page = await context.newPage();
    await page.goto(signInUrl(JAVASCRIPT_PAYLOAD));
    await signInByForm(page);
    await expectDefaultLanding(page, watch, JAVASCRIPT_PAYLOAD);
    await context.close();
  }, 60_000);

  it.each([
    ['javascript:', JAVASCRIPT_PAYLOAD],
    ['data:', 'data://localhost/,<script>window.__xss=2</script>'],
    ['vbscript:', 'vbscript://localhost/%0Amsgbox(3)'],
    ['blob:', `blob:{origin}/${UUID}`],
  ])('a signed-in visitor opening a %s target lands home; nothing runs', async (_scheme, template) => {
    const payload = template.replace('{origin}', origin);
    const { context, watch } = await newWatchedContext();
    const page = await context.newPage();
    // Signed in first, on a plain sign-in page (it goes home).
    await page.goto(`${origin}/handler/sign-in`);
    await signInByForm(page);
    await page.waitForURL(`${origin}/`, { waitUntil: 'commit' });
    await page.goto(signInUrl(payload), { waitUntil: 'commit' });
    await expectDefaultLanding(page, watch, payload);
    await context.close();
  }, 60_000);
});
