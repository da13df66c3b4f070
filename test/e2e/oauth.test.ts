// OAuth sign-in on the demo page in real Chromium: the provider button in <stack-sign-in>, the
// emulator's mock OpenID provider login page, then the demo's /handler/oauth-callback page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';

interface RecordedEvent {
  type: string;
  email: string | null;
  userId: string | null;
  path: string;
}

const fixture = useDemoBrowser();
const { pageErrors } = fixture;

/** A fresh browser context whose stack-* events are kept in sessionStorage, so they survive the redirects. */
async function freshPage(): Promise<Page> {
  const context = await fixture.browser.newContext();
  await context.addInitScript(() => {
    for (const type of ['stack-signed-in', 'stack-signed-out']) {
      document.addEventListener(type, (event) => {
        const user = (event as CustomEvent<{ user: { id: string; primaryEmail: string | null } | null }>).detail.user;
        const list = JSON.parse(sessionStorage.getItem('__events') ?? '[]') as unknown[];
        list.push({ type, email: user?.primaryEmail ?? null, userId: user?.id ?? null, path: location.pathname });
        sessionStorage.setItem('__events', JSON.stringify(list));
      });
    }
  });
  return fixture.watchErrors(await context.newPage(), { consoleErrors: false });
}

const eventsOf = async (page: Page): Promise<RecordedEvent[]> => JSON.parse((await page.evaluate(() => sessionStorage.getItem('__events'))) ?? '[]');

/** Clicks "Sign in with GitHub" on the demo page and signs in at the mock provider as `email`. */
async function signInWithGitHub(page: Page, email: string): Promise<RecordedEvent> {
  await page.goto(fixture.demo.url);
  await page.locator('stack-sign-in').getByRole('button', { name: 'Continue with GitHub' }).click();
  await page.waitForURL(/\/interaction\//);
  expect(new URL(page.url()).origin).not.toBe(new URL(fixture.demo.url).origin);
  await page.locator('input[name=email]').fill(email);
  await page.locator('button[type=submit]').click();
  // Back through /handler/oauth-callback to the after-sign-up/in target (the demo's home page).
  await page.waitForURL((url) => url.pathname === '/' && url.origin === new URL(fixture.demo.url).origin);
  // The mock provider gives no name, as Stack's mock server does; the user button stands in the e-mail.
  await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  // Once on the callback page (its element) and once on the page it lands on (issue 32: the landing page hears of it).
  await expect.poll(async () => (await eventsOf(page)).filter((e) => e.type === 'stack-signed-in').length).toBe(2);
  const signedIn = (await eventsOf(page)).filter((e) => e.type === 'stack-signed-in');
  expect(signedIn.map((e) => [e.email, e.path])).toEqual([
    [email, '/handler/oauth-callback'],
    [email, '/'],
  ]);
  expect(signedIn[1]!.userId).toBe(signedIn[0]!.userId);
  return signedIn[0]!;
}

describe('OAuth sign-in on the demo page (Chromium)', () => {
  const email = `oauth-e2e-${Date.now()}@example.com`;
  let firstUserId = '';

  it('shows exactly the enabled providers in <stack-sign-in>', async () => {
    const page = await freshPage();
    await page.goto(fixture.demo.url);
    const buttons = page.locator('stack-sign-in button[data-provider]');
    await expect.poll(() => buttons.count()).toBe(2);
    expect(await buttons.allTextContents()).toEqual(['Continue with GitHub', 'Continue with Google']);
    await page.context().close();
  });

  it('a new user: provider login, callback page, signed in (stack-signed-in) and sent to the after-sign-up target', async () => {
    const page = await freshPage();
    const event = await signInWithGitHub(page, email);
    firstUserId = event.userId!;
    expect(firstUserId).toMatch(/^[0-9a-f-]{36}$/);
    // The callback page removed code and state from its URL before leaving, and the state cookie is spent.
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith('stack-oauth-outer-'))).toEqual([]);
    await page.context().close();
  });

  it('the same e-mail again (new browser) is the existing user', async () => {
    const page = await freshPage();
    const event = await signInWithGitHub(page, email);
    expect(event.userId).toBe(firstUserId);
    const res = await fetch(`${fixture.demo.emulator.url}/api/v1/users/${firstUserId}`, {
      headers: {
        'x-stack-project-id': fixture.demo.emulator.defaultProject.id,
        'x-stack-access-type': 'server',
        'x-stack-secret-server-key': fixture.demo.emulator.defaultProject.secretServerKey,
      },
    });
    const user = (await res.json()) as { primary_email: string; oauth_providers: { id: string; email: string }[] };
    expect(user.primary_email).toBe(email);
    expect(user.oauth_providers.map((p) => [p.id, p.email])).toEqual([['github', email]]);
    await page.context().close();
    expect(pageErrors).toEqual([]);
  });
});
