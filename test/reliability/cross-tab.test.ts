// Sign-out in one tab is seen in another tab of the same browser within 200 ms: two pages of one
// context, signed in; "Sign out" in the user button of the first; the second's user button shows
// "Sign in". The sign-out happens when the server has ended the session (the first tab's DELETE is
// answered); the limit holds from there. The time from the click, which adds the server's round trip,
// is printed beside it. Times are the pages' own wall clocks (performance.timeOrigin + now) and
// Chromium's request timing, so they compare across the two pages.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const ROUNDS = 5;
const LIMIT_MS = 200;

declare global {
  interface Window {
    __clickedAt?: number;
    __signedOutAt?: number;
  }
}

/** Records in the page when its user button first shows the signed-out "Sign in" link. */
async function watchForSignedOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('stack-user-button')?.shadowRoot;
    if (!root) throw new Error('no <stack-user-button> shadow root');
    const check = (): boolean => {
      if (window.__signedOutAt !== undefined || !root.querySelector('a.stack-user-sign-in')) return false;
      window.__signedOutAt = performance.timeOrigin + performance.now();
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it(`sign-out in one tab shows in the other within ${LIMIT_MS} ms`, async () => {
  const fromClick: number[] = [];
  const fromAnswer: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await fixture.freshContext();
    const first = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
    const email = uniqueEmail(`cross-tab-${round}`);
    await signUpOnDemo(first, fixture.demo.url, email, 'correct-horse-42');
    const second = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
    await second.goto(fixture.demo.url);
    await second.locator('stack-user-button button', { hasText: email }).waitFor();
    await watchForSignedOut(second);

    await first.locator('stack-user-button button', { hasText: email }).click();
    // The moment the click reaches the page (capture phase, before the menu item acts): the strictest start.
    await first.evaluate(() => {
      document.addEventListener('click', () => (window.__clickedAt ??= performance.timeOrigin + performance.now()), { capture: true, once: true });
    });
    // When the server's answer to the sign-out reached the first tab: from there on it is the tabs' own work.
    const answered = first.waitForEvent('requestfinished', (request) => request.method() === 'DELETE' && request.url().endsWith('/auth/sessions/current'));
    await first.locator('stack-user-button').getByRole('menuitem', { name: 'Sign out' }).click();
    const clickedAt = await first.evaluate(() => window.__clickedAt ?? null).catch(() => null);
    const timing = (await answered).timing();
    await second.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
    const seenAt = await second.evaluate(() => window.__signedOutAt ?? null);
    expect(clickedAt).not.toBeNull();
    expect(seenAt).not.toBeNull();
    fromClick.push(Math.round(seenAt! - clickedAt!));
    fromAnswer.push(Math.round(seenAt! - (timing.startTime + timing.responseEnd)));
  }
  console.log(
    `cross-tab sign-out: seen in the other tab ${fromClick.join(', ')} ms after the click (median ${median(fromClick)}), ` +
      `${fromAnswer.join(', ')} ms after the server answered the sign-out (median ${median(fromAnswer)}); limit ${LIMIT_MS} ms`,
  );
  // Medians: one round on a loaded machine may be starved of CPU; the typical round must hold the limit.
  expect(median(fromAnswer)).toBeLessThan(LIMIT_MS);
  expect(fixture.pageErrors).toEqual([]);
}, 60_000);
