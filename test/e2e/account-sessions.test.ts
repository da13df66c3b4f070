// Sessions, notifications and the danger zone of <stack-account-settings> in Chromium, with the
// same user signed in in two browser contexts (two devices).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const email = uniqueEmail('sessions-e2e');
const password = 'correct-horse-42';
/** expect.poll waits 1 s by default; the list's reads can take longer on a loaded 2-core machine. */
const LOADED = { timeout: 10_000 };
let pageA: Page;
let contextB: BrowserContext;
let pageB: Page;

/** The user of `email` as the server API sees it (secret server key of the demo's project). */
async function serverUser(): Promise<{ id: string; display_name: string | null }> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1/users?query=${encodeURIComponent(email)}`, {
    headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey },
  });
  const { items } = (await res.json()) as { items: { id: string; primary_email: string; display_name: string | null }[] };
  return items.find((user) => user.primary_email === email)!;
}

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
  it('lists both devices with this one marked; revoking the other signs it out at its next request', async () => {
    // B has its profile open before A revokes it: nothing tells B's page until it next asks the server.
    const settingsB = await openAccountSection(pageB, fixture.demo.url, 'profile');
    const settings = await openAccountSection(pageA, fixture.demo.url, 'sessions');
    const items = settings.locator('section[data-section="sessions"] li[data-session-id]');
    await expect.poll(() => items.count(), LOADED).toBe(2);
    const current = settings.locator('li[data-current="true"]');
    // Which row is this device is known once the session list and the current session both arrived.
    await expect.poll(() => current.count(), LOADED).toBe(1);
    await expect.poll(() => current.locator('.stack-badge').textContent(), LOADED).toBe('This device');
    expect(await current.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    await expect.poll(() => current.textContent(), LOADED).toContain('IP address 127.0.0.1');
    await expect.poll(() => current.textContent(), LOADED).toMatch(/Signed in .+Last used /);

    const other = settings.locator('li[data-session-id]:not([data-current])');
    await other.getByRole('button', { name: 'Revoke' }).click();
    await settings.getByRole('dialog', { name: 'Revoke session' }).getByRole('button', { name: 'Revoke session' }).click();
    await settings.getByText('The session was ended. That device is signed out the next time it contacts the server.').waitFor();
    await expect.poll(() => items.count(), LOADED).toBe(1);
    expect(await items.first().getAttribute('data-current')).toBe('true');

    // B saves a new display name with its unexpired access token (its cookies untouched): refused, and B ends signed out.
    // Errors come as 200 with the real status in x-stack-actual-status (the SDK asks for that), so record both headers.
    const userPatches: string[] = [];
    pageB.on('response', (response) => {
      if (response.request().method() !== 'PATCH' || !new URL(response.url()).pathname.endsWith('/users/me')) return;
      const headers = response.headers();
      userPatches.push(`${headers['x-stack-actual-status'] ?? response.status()} ${headers['x-stack-known-error'] ?? ''}`.trim());
    });
    // The POST itself, not a CORS preflight of the same URL.
    const refresh = pageB.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/auth/oauth/token'));
    await settingsB.getByLabel('Display name').fill('Written on the revoked device');
    await settingsB.getByRole('button', { name: 'Save' }).click();
    // From the header: a clean-clone run once found the body gone from DevTools ("No data found for resource").
    expect((await refresh).headers()['x-stack-known-error']).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await settingsB.getByText('Sign in to manage your account.').waitFor();
    await pageB.locator('stack-user-button').getByRole('link', { name: 'Sign in' }).waitFor();
    // Refused with the token, then (the refresh failed) sent without one: no user to change.
    // The page may show the signed-out state before the second answer reaches this listener.
    await expect.poll(() => userPatches, LOADED).toEqual(['401 ACCESS_TOKEN_EXPIRED', '400 CANNOT_GET_OWN_USER_WITHOUT_USER']);
    // Nothing landed on the server.
    expect((await serverUser()).display_name).toBeNull();

    // A reload of B stays signed out; A is still signed in.
    await pageB.reload();
    await pageB.locator('stack-account-settings').getByText('Sign in to manage your account.').waitFor();
    await pageA.reload();
    await settings.locator('section[data-section="sessions"] li[data-current="true"]').waitFor();
  });

  it('toggles Marketing (off after sign-up, persisted across a reload); Transactional is locked', async () => {
    const settings = await openAccountSection(pageA, fixture.demo.url, 'notifications');
    const marketing = settings.getByRole('switch', { name: 'Marketing' });
    const transactional = settings.getByRole('switch', { name: 'Transactional' });
    await marketing.waitFor();
    // The sign-up card turned it off (people opt in); turning it on is the person's choice.
    expect(await marketing.getAttribute('aria-checked')).toBe('false');
    expect(await transactional.getAttribute('aria-checked')).toBe('true');
    expect(await transactional.isDisabled()).toBe(true);
    await settings.getByText('Always sent: these e-mails are needed to use your account (sign-in codes, security alerts).').waitFor();

    const patched = pageA.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/emails/notification-preference/me/'));
    await marketing.click();
    expect((await patched).request().postDataJSON()).toEqual({ enabled: true });
    await settings.getByText('Your choice was saved.').waitFor();
    await expect.poll(() => marketing.getAttribute('aria-checked')).toBe('true');

    const reloaded = await openAccountSection(pageA, fixture.demo.url, 'notifications');
    const marketingAgain = reloaded.getByRole('switch', { name: 'Marketing' });
    await marketingAgain.waitFor();
    expect(await marketingAgain.getAttribute('aria-checked')).toBe('true');
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
    await form.getByText('Wrong e-mail or password.').waitFor();
  });

  it('threw no uncaught exception', () => {
    expect(fixture.pageErrors).toEqual([]);
  });
});
