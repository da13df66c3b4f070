// <stack-handler> on the demo's handler page in real Chromium: full-page routes that redirect
// (after_auth_return_to, signed-in visitors, sign-out) and the page-not-found screen.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
let context: BrowserContext;
let page: Page;
/** stack-* events that reached document, kept across page loads (the handler navigates away right after). */
const events: { type: string; email: string | null; path: string }[] = [];

beforeAll(async () => {
  context = await fixture.browser.newContext();
  await context.exposeFunction('__recordStackEvent', (type: string, email: string | null, path: string) => {
    events.push({ type, email, path });
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordStackEvent(type: string, email: string | null, path: string): void }).__recordStackEvent;
    for (const type of ['stack-signed-in', 'stack-signed-out']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ user: { primaryEmail: string | null } | null }>).detail;
        void record(type, detail.user?.primaryEmail ?? null, location.pathname);
      });
    }
  });
  page = await context.newPage();
});

const at = (path: string): string => new URL(path, fixture.demo.url).toString();

describe('<stack-handler> (Chromium)', () => {
  const email = `handler-${Date.now()}@example.com`;
  const password = 'correct-horse-42';

  it('sign-up with after_auth_return_to lands on that page, signed in', async () => {
    await page.goto(at('/handler/sign-up?after_auth_return_to=/somewhere'));
    const form = page.locator('stack-handler form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('input[name=repeat-password]').fill(password);
    await form.locator('button[type=submit]').click();
    await page.waitForURL(at('/somewhere'));
    expect(events).toContainEqual({ type: 'stack-signed-in', email, path: '/handler/sign-up' });
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('stack-refresh'))).toBe(true);
  });

  it('opening sign-in while signed in goes to the after-sign-in target (home)', async () => {
    await page.goto(at('/handler/sign-in'));
    await page.waitForURL(at('/'));
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  });

  it('sign-out ends the session (stack-signed-out) and goes home, signed out', async () => {
    await page.goto(at('/handler/sign-out'));
    await page.waitForURL(at('/'));
    await expect.poll(() => events.filter((event) => event.type === 'stack-signed-out').map((event) => event.path)).toEqual(['/handler/sign-out']);
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
  });

  it('an unknown route shows page-not-found on the handler page', async () => {
    const response = await page.goto(at('/handler/nope'));
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('stack-handler [role=alert]').textContent()).toBe('Page not found. The address may be mistyped, or the page may have moved.');
    expect(page.url()).toBe(at('/handler/nope'));
  });
});
