// A failed read recovers without a reload, in real Chromium: GET /users/me or /projects/current fails
// (a 503, a cut body, a reset connection), the element says so in words with "Try again"; a click recovers, and so does the
// network coming back (`online`) or the tab becoming visible again, with no click. The session stays.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
let context: BrowserContext;
let page: Page;
let email: string;
const figures = { failures: 0, inWords: 0, recovered: 0 };

beforeAll(async () => {
  context = await fixture.freshContext();
  page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
  email = uniqueEmail('read-recovery');
  await signUpOnDemo(page, fixture.demo.url, email, 'correct-horse-42');
});

type Failure = (route: Route) => Promise<void>;
const unavailable: Failure = (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
// The headers promise JSON and a length, the body stops half-way (what a dropped proxy connection leaves).
const cutBody: Failure = (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "cut-in-the-mid' });

/** Fails every GET of `path` while the returned switch is on; counts the failures served. */
async function failReads(path: string, failure: Failure): Promise<{ stop(): void }> {
  let on = true;
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    async (route) => {
      if (!on || route.request().method() !== 'GET') return route.continue();
      figures.failures++;
      return failure(route);
    },
  );
  return { stop: () => (on = false) };
}

/** The session cookie is still there and the user button names the person. */
async function expectSignedIn(): Promise<void> {
  await page.goto(fixture.demo.url);
  await page.locator('stack-user-button button', { hasText: email }).waitFor();
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name.startsWith('stack-refresh-'))).toBe(true);
}

async function setVisibility(state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('a failed read recovers without a reload (Chromium)', () => {
  it('GET /users/me answers 503: the user button says so with "Try again"; the click recovers', async () => {
    const failing = await failReads('/users/me', unavailable);
    await page.goto(fixture.demo.url);
    const button = page.locator('stack-user-button');
    await button.getByRole('alert').filter({ hasText: 'Account unavailable' }).waitFor();
    const retry = button.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    figures.inWords++;
    failing.stop();
    await retry.click();
    await button.locator('button', { hasText: email }).waitFor();
    figures.recovered++;
    await page.unrouteAll();
    await expectSignedIn();
  });

  it('GET /projects/current comes back cut: account settings say so; the network coming back recovers it, no click', async () => {
    const failing = await failReads('/projects/current', cutBody);
    await page.goto(new URL('/account.html', fixture.demo.url).toString());
    const settings = page.locator('stack-account-settings');
    await settings.getByText('Could not load the sign-in settings of this project.').waitFor();
    await settings.getByRole('button', { name: 'Try again' }).waitFor();
    figures.inWords++;
    failing.stop();
    await context.setOffline(true);
    await context.setOffline(false);
    await settings.locator('section[data-section]').first().waitFor();
    expect(await settings.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    figures.recovered++;
    await page.unrouteAll();
    await expectSignedIn();
  });

  it('GET /users/me meets a network error (connection reset): the element ends signed in, no click, no reload', async () => {
    // Only the first attempt fails: a GET is resent after a network error (SPEC.md §7), so no words are due.
    let resets = 0;
    await page.route(
      (url) => url.pathname === '/api/v1/users/me',
      async (route) => {
        if (route.request().method() !== 'GET' || resets > 0) return route.continue();
        resets++;
        figures.failures++;
        return route.abort('connectionreset');
      },
    );
    await page.goto(fixture.demo.url);
    await page.locator('stack-user-button button', { hasText: email }).waitFor();
    expect(resets).toBe(1);
    await page.unrouteAll();
    await expectSignedIn();
  });

  it('GET /users/me answers 503 on account settings: the tab becoming visible again recovers it, no click', async () => {
    const failing = await failReads('/users/me', unavailable);
    await page.goto(new URL('/account.html', fixture.demo.url).toString());
    const settings = page.locator('stack-account-settings');
    await settings.getByRole('button', { name: 'Try again' }).waitFor();
    figures.inWords++;
    failing.stop();
    // Hidden first: nothing is read while the tab is away; visible again: the read runs.
    await setVisibility('hidden');
    expect(await settings.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await setVisibility('visible');
    await settings.locator('section[data-section]').first().waitFor();
    figures.recovered++;
    await page.unrouteAll();
    await expectSignedIn();
    console.log(`read recovery: ${figures.failures} failed reads served, ${figures.inWords} shown in words with Try again, ${figures.recovered} recovered without a reload`);
    expect(figures).toMatchObject({ inWords: 3, recovered: 3 });
    expect(fixture.pageErrors).toEqual([]);
  });
});
