// Issue 16, size: the script tag's first file carries the sign-in screen; other screens are files of the same
// build in dist/parts/, loaded beside the script on demand (from a CDN too, and under the strict CSP). A sign-in
// page fetches no part; a part that cannot be fetched is said in words with a retry that works.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { en } from '../../src/react/i18n/en';
import { cspConsoleErrors, launchChromium, strictCsp, watchContext } from '../support/attack-pages';
import { startDistHost, type DistHost } from '../support/dist-host';

let emulator: RunningEmulator;
let browser: Browser;
let pages: DistHost;
let cdn: DistHost;
let strict: DistHost;
const contexts: BrowserContext[] = [];

/** /page?body=<elements>&src=<script URL>: one deferred script tag with the emulator's default project. */
function pageHtml(url: URL): string {
  const project = emulator.defaultProject;
  const src = url.searchParams.get('src') ?? '/dist/stack-elements.js';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>parts</title>
<script src="${src}" data-project-id="${project.id}" data-publishable-client-key="${project.publishableClientKey ?? ''}" data-base-url="${emulator.url}" defer></script>
</head><body>${url.searchParams.get('body') ?? ''}</body></html>`;
}

async function open(host: DistHost, body: string, scriptSrc?: string): Promise<{ page: Page; watch: Awaited<ReturnType<typeof watchContext>> }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(8_000);
  contexts.push(context);
  const watch = await watchContext(context);
  const page = await context.newPage();
  const query = new URLSearchParams({ body, ...(scriptSrc ? { src: scriptSrc } : {}) });
  await page.goto(`${host.url}/page?${query.toString()}`);
  return { page, watch };
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  pages = await startDistHost(pageHtml);
  cdn = await startDistHost(pageHtml);
  strict = await startDistHost(pageHtml, strictCsp(new URL(emulator.url).origin));
  browser = await launchChromium();
}, 30_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  for (const host of [pages, cdn, strict]) await host?.close();
  await emulator?.close();
});

describe('the script tag in parts (Chromium)', () => {
  it('a sign-in page fetches the script and, as its project offers OAuth, the brand logos: no other part, no locale', async () => {
    pages.requested.length = 0;
    const { page } = await open(pages, '<stack-sign-in></stack-sign-in>');
    await expect.poll(() => page.locator('stack-sign-in input[type=email]').count()).toBe(1);
    await expect.poll(() => page.locator('stack-sign-in button[type=submit]').count()).toBe(1);
    // The logos arrive after the buttons, each into the square the button kept for it.
    await expect.poll(() => page.locator('stack-sign-in .stack-provider-button svg.stack-brand-logo:not([data-loading]) path').count()).toBeGreaterThan(0);
    expect(pages.requested.map((file) => file.replace(/^(parts\/.+)-[\w-]{8}\.js$/, '$1.js'))).toEqual(['stack-elements.js', 'parts/brand-icons.js']);
  });

  it('the later sign-in steps (MFA, e-mailed code) are a part, fetched once an e-mail is typed, not before', async () => {
    pages.requested.length = 0;
    const { page } = await open(pages, '<stack-sign-in></stack-sign-in>');
    const email = page.locator('stack-sign-in input[type=email]');
    await expect.poll(() => email.count()).toBe(1);
    expect(pages.requested.filter((file) => !file.startsWith('parts/brand-icons-'))).toEqual(['stack-elements.js']);
    await email.fill('someone@example.com');
    // The steps' module and the code step's chunk (each a file of dist/parts/), before any step is shown.
    await expect.poll(() => pages.requested.filter((file) => file.startsWith('parts/later-steps-')).length).toBe(1);
    await expect.poll(() => pages.requested.filter((file) => file.startsWith('parts/magic-link-sign-in-')).length).toBe(1);
    expect(await page.locator('stack-sign-in .stack-mfa, stack-sign-in .stack-code-step').count()).toBe(0);
  });

  it('account settings and the user button load their parts from the script’s own origin (a CDN)', async () => {
    cdn.requested.length = 0;
    pages.requested.length = 0;
    const { page, watch } = await open(pages, '<stack-user-button></stack-user-button><stack-account-settings></stack-account-settings>', `${cdn.url}/dist/stack-elements.js`);
    // Signed out: the settings say so in the words of the screens' own English table, the button offers sign-in.
    await expect.poll(() => page.locator('stack-account-settings').getByText(en['settings.signedOut']).count()).toBe(1);
    await expect.poll(() => page.locator('stack-user-button').getByText(en['userButton.signIn']).count()).toBe(1);
    expect(cdn.requested[0]).toBe('stack-elements.js');
    expect(cdn.requested.filter((file) => file.startsWith('parts/screens-'))).toHaveLength(1);
    expect(cdn.requested.filter((file) => file.startsWith('parts/user-button-'))).toHaveLength(1);
    expect(pages.requested).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });

  it('parts load under the strict CSP (script-src self) with no violation, styled by the one adopted sheet', async () => {
    const { page, watch } = await open(strict, '<stack-team-switcher></stack-team-switcher><stack-sign-up></stack-sign-up><stack-handler></stack-handler>');
    await expect.poll(() => page.locator('stack-sign-up').getByText(en['signUp.title']).count()).toBe(1);
    // <stack-handler> on /page has no route: the page-not-found screen, from the screens part.
    await expect.poll(() => page.locator('stack-handler .stack-card').count()).toBe(1);
    // The parts' CSS joined the sheet every element adopts: the sign-up card is laid out, not unstyled.
    const padding = await page.locator('stack-sign-up .stack-card').first().evaluate((card) => getComputedStyle(card).paddingTop);
    expect(Number.parseFloat(padding)).toBeGreaterThan(0);
    expect(strict.requested.some((file) => file.startsWith('parts/sign-up-'))).toBe(true);
    expect(watch.violations).toEqual([]);
    expect(cspConsoleErrors(watch)).toEqual([]);
  });

  it('a part changed on its way (not the bytes the script was built with) is refused by its SRI hash', async () => {
    pages.tamper.add('parts');
    try {
      const { page } = await open(pages, '<stack-account-settings></stack-account-settings>');
      const settings = page.locator('stack-account-settings');
      await expect.poll(() => settings.getByText(en['error.unexpected']).count()).toBe(1);
      expect(await settings.getByText(en['settings.signedOut']).count()).toBe(0);
    } finally {
      pages.tamper.clear();
    }
  });

  it('a part that cannot be fetched is said in words; "Try again" loads it', async () => {
    // Down until the words show: the preload at definition and the element's own load may both try.
    pages.failing.add('parts');
    const { page } = await open(pages, '<stack-account-settings></stack-account-settings>');
    const settings = page.locator('stack-account-settings');
    await expect.poll(() => settings.getByText(en['error.unexpected']).count()).toBe(1);
    pages.failing.clear();
    await settings.getByRole('button', { name: en['action.retry'] }).click();
    await expect.poll(() => settings.getByText(en['settings.signedOut']).count()).toBe(1);
  });
});
