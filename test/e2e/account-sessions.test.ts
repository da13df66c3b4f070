// Sessions, notifications and the danger zone of <stack-account-settings> in Chromium, with the
// same user signed in in two browser contexts (two devices).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const email = uniqueEmail('sessions-e2e');
const password = 'correct-horse-42';
let pageA: Page;
let contextB: BrowserContext;
let pageB: Page;

async function signInOnDemo(page: Page): Promise<void> {
  await page.goto(fixture.demo.url);
  const form = page.locator('stack-sign-in form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
  await page.locator('stack-user-button button', { hasText: email }).waitFor();
}

beforeAll(async () => {
  const contextA = await fixture.freshContext();
  pageA = fixture.watchErrors(await contextA.newPage(), { consoleErrors: false });
  contextB = await fixture.browser.newContext();
  pageB = fixture.watchErrors(await contextB.newPage(), { consoleErrors: false });
  await signUpOnDemo(pageA, fixture.demo.url, email, password);
  await signInOnDemo(pageB);
});

afterAll(async () => {
  await contextB?.close();
});

describe('sessions, notifications and danger zone (Chromium)', () => {
  it('lists both devices with this one marked, and revoking the other signs it out', async () => {
    const settings = await openAccountSection(pageA, fixture.demo.url, 'sessions');
    const items = settings.locator('section[data-section="sessions"] li[data-session-id]');
    await expect.poll(() => items.count()).toBe(2);
    const current = settings.locator('li[data-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.locator('.stack-badge').textContent()).toBe('This device');
    expect(await current.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect(await current.textContent()).toContain('IP address 127.0.0.1');
    expect(await current.textContent()).toMatch(/Signed in .+Last used /);

    const other = settings.locator('li[data-session-id]:not([data-current])');
    await other.getByRole('button', { name: 'Revoke' }).click();
    await settings.getByRole('dialog', { name: 'Revoke session' }).getByRole('button', { name: 'Revoke session' }).click();
    await settings.getByText('The session was ended. That device is signed out at its next request.').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().getAttribute('data-current')).toBe('true');

    // B's access token would live on until it expires (as on the real API); dropping it makes B refresh.
    await pageB.evaluate(() => {
      document.cookie = 'stack-access=; max-age=0; path=/';
    });
    await pageB.goto(new URL('/account.html', fixture.demo.url).toString());
    await pageB.locator('stack-account-settings').getByText('Sign in to manage your account.').waitFor();
    // A is still signed in.
    await pageA.reload();
    await settings.locator('section[data-section="sessions"] li[data-current="true"]').waitFor();
  });

  it('toggles Marketing (persisted across a reload); Transactional is locked', async () => {
    const settings = await openAccountSection(pageA, fixture.demo.url, 'notifications');
    const marketing = settings.getByRole('switch', { name: 'Marketing' });
    const transactional = settings.getByRole('switch', { name: 'Transactional' });
    await marketing.waitFor();
    expect(await marketing.getAttribute('aria-checked')).toBe('true');
    expect(await transactional.getAttribute('aria-checked')).toBe('true');
    expect(await transactional.isDisabled()).toBe(true);
    await settings.getByText('Always sent: these e-mails are needed to use your account (sign-in codes, security alerts).').waitFor();

    const patched = pageA.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/emails/notification-preference/me/'));
    await marketing.click();
    expect((await patched).request().postDataJSON()).toEqual({ enabled: false });
    await settings.getByText('Your choice was saved.').waitFor();
    await expect.poll(() => marketing.getAttribute('aria-checked')).toBe('false');

    const reloaded = await openAccountSection(pageA, fixture.demo.url, 'notifications');
    const marketingAgain = reloaded.getByRole('switch', { name: 'Marketing' });
    await marketingAgain.waitFor();
    expect(await marketingAgain.getAttribute('aria-checked')).toBe('false');
    expect(await reloaded.getByRole('switch', { name: 'Transactional' }).getAttribute('aria-checked')).toBe('true');
  });

  it('signs out from the danger zone: the element shows its signed-out state', async () => {
    const settings = await openAccountSection(pageA, fixture.demo.url, 'danger-zone');
    const signedOut = pageA.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname.endsWith('/auth/sessions/current'));
    await settings.getByRole('button', { name: 'Sign out' }).click();
    expect((await signedOut).status()).toBe(200);
    await settings.getByText('Sign in to manage your account.').waitFor();
    await signInOnDemo(pageA);
  });

  it('deletes the account after typing DELETE: signed out, and the e-mail no longer signs in', async () => {
    const settings = await openAccountSection(pageA, fixture.demo.url, 'danger-zone');
    await settings.getByRole('button', { name: 'Sign out' }).waitFor();
    await settings.getByRole('button', { name: 'Delete account' }).click();
    const dialog = settings.getByRole('dialog', { name: 'Delete account' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    const deleted = pageA.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname.endsWith('/users/me'));
    await confirm.click();
    expect(await (await deleted).json()).toEqual({ success: true });
    await settings.getByText('Sign in to manage your account.').waitFor();

    await pageA.goto(fixture.demo.url);
    const form = pageA.locator('stack-sign-in form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
    await form.locator('[role=alert]', { hasText: 'Wrong e-mail or password.' }).waitFor();
  });

  it('threw no uncaught exception', () => {
    expect(fixture.pageErrors).toEqual([]);
  });
});
