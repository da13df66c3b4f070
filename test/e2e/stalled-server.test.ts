// A stalled server in real Chromium: the elements talk to the emulator through a proxy that can hold
// requests, with a short time limit from the script tag (data-request-timeout). A profile save while the
// server stalls ends in the timeout sentence within the limit, the person stays signed in, and the
// retry works once the server answers again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { hostPageHtml, serveHostPages, type HostPageServer } from '../support/host-page';
import { startStallProxy, type StallProxy } from '../support/stall-proxy';
import { uniqueEmail } from '../support/unique-email';

const LIMIT_MS = 1500;
/** Time the page may need beyond the limit to show the sentence (render, a loaded CI machine). */
const SLACK_MS = 2500;
const TIMEOUT_SENTENCE = 'The server took too long to answer. Please try again.';

const fixture = useDemoBrowser();
let proxy: StallProxy;
let pages: HostPageServer;
let pageUrl: string;
let page: Page;

beforeAll(async () => {
  proxy = await startStallProxy(fixture.demo.emulator.url);
  // A host page like demo/account.html, but its script tag points at the proxy with a short limit.
  pages = await serveHostPages(() =>
    hostPageHtml({
      title: 'Stalled server',
      scriptOrigin: fixture.demo.url,
      project: fixture.demo.emulator.defaultProject,
      baseUrl: proxy.url,
      data: { 'request-timeout': String(LIMIT_MS) },
      body: '<stack-user-button></stack-user-button>\n    <stack-account-settings section="profile"></stack-account-settings>',
    }),
  );
  pageUrl = `${pages.origin}/`;
  const context = await fixture.freshContext();
  page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
});
afterAll(async () => {
  await proxy?.close();
  await pages?.close();
});

describe('a stalled server (Chromium)', () => {
  it('a profile save ends in words within the limit, keeps the person signed in, and the retry succeeds', async () => {
    const email = uniqueEmail('stalled');
    await signUpOnDemo(page, fixture.demo.url, email, 'correct-horse-42');

    await page.goto(pageUrl);
    const userButton = page.locator('stack-user-button button', { hasText: email });
    await userButton.waitFor();
    const section = page.locator('stack-account-settings section[data-section="profile"]');
    const nameInput = section.locator('input[name=displayName]');
    await nameInput.waitFor();
    const save = section.getByRole('button', { name: 'Save' });

    proxy.hold({ method: 'PATCH', path: '/api/v1/users/me' });
    await nameInput.fill('Stalled Name');
    const started = Date.now();
    await save.click();
    await proxy.waitForHeld(1);
    await section.getByRole('alert').getByText(TIMEOUT_SENTENCE).waitFor({ timeout: LIMIT_MS + SLACK_MS });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(elapsed).toBeLessThan(LIMIT_MS + SLACK_MS);

    // The button is usable again, and the person is still signed in (user button and session cookie).
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await userButton.isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('stack-refresh'))).toBe(true);

    // The server answers again: the same button saves.
    proxy.release();
    await save.click();
    await section.getByRole('status').getByText('Saved.').waitFor();
    // The failure stayed until this attempt and is gone now.
    expect(await section.getByText(TIMEOUT_SENTENCE).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('stack-account-settings input[name=displayName]').inputValue()).toBe('Stalled Name');
    // Still the same session after the reload; the user button now shows the saved name.
    await page.locator('stack-user-button button', { hasText: 'Stalled Name' }).waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });
});
