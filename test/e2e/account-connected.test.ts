// The connected-accounts section of <stack-account-settings> in Chromium: a password user links GitHub
// at the emulator's mock provider, comes back to the section, sees it listed, and unlinks it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
let page: Page;

beforeAll(async () => {
  const context = await fixture.freshContext();
  page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
});

const email = uniqueEmail('connected');
const githubEmail = uniqueEmail('connected-gh');

describe('connected accounts section (Chromium)', () => {
  it('a password user has nothing connected and one Connect button per project provider', async () => {
    await signUpOnDemo(page, fixture.demo.url, email, 'correct-horse-42');
    const settings = await openAccountSection(page, fixture.demo.url, 'connected-accounts');
    const section = settings.locator('section[data-section="connected-accounts"]');
    await section.getByText('No accounts are connected yet.').waitFor();
    const buttons = section.locator('.stack-connected-link button');
    expect(await buttons.allTextContents()).toEqual(['Connect GitHub', 'Connect Google']);
  });

  it('Connect GitHub: the mock provider login, back on the section with GitHub listed', async () => {
    const settings = page.locator('stack-account-settings');
    const startedAt = page.url();
    await settings.getByRole('button', { name: 'Connect GitHub' }).click();
    await page.waitForURL(/\/interaction\//);
    await page.locator('input[name=email]').fill(githubEmail);
    await page.locator('button[type=submit]').click();
    // Through /handler/oauth-callback back to the page that started the link.
    await page.waitForURL((url) => url.href === startedAt);
    const item = settings.locator('section[data-section="connected-accounts"] li[data-provider="github"]');
    await item.waitFor();
    expect(await item.locator('.stack-connected-provider').textContent()).toBe('GitHub');
    expect(await item.locator('.stack-connected-email').textContent()).toBe(githubEmail);
    // Linked, not a new sign-in: still the password user, now with GitHub in its oauth_providers.
    const user = await serverUser(email);
    expect(user.oauth_providers.map((p) => [p.id, p.email])).toEqual([['github', githubEmail]]);
    expect(await settings.locator('.stack-connected-link button').allTextContents()).toEqual(['Connect Google']);
  });

  it('Disconnect: a dialog naming GitHub, progress, then gone, with a notice, and GitHub can be connected again', async () => {
    const settings = page.locator('stack-account-settings');
    const section = settings.locator('section[data-section="connected-accounts"]');
    // Hold the DELETE until the progress state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/oauth-providers\//, async (route) => {
      if (route.request().method() === 'DELETE') await held;
      await route.continue();
    });
    await section.locator('li[data-provider="github"]').getByRole('button', { name: 'Disconnect' }).click();
    const dialog = section.getByRole('dialog', { name: 'Disconnect GitHub' });
    await dialog.getByRole('button', { name: 'Disconnect GitHub' }).click();
    const busy = dialog.getByRole('button', { name: 'Disconnecting…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    release();
    await section.getByRole('status').filter({ hasText: 'GitHub was disconnected from your account.' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await section.locator('li[data-provider="github"]').count()).toBe(0);
    await section.getByText('No accounts are connected yet.').waitFor();
    expect(await section.locator('.stack-connected-link button').allTextContents()).toEqual(['Connect GitHub', 'Connect Google']);
    // The server agrees: the user has no OAuth accounts any more.
    expect((await serverUser(email)).oauth_providers).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });
});

const server = () => {
  const project = fixture.demo.emulator.defaultProject;
  return { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey };
};
let userId = '';

/** The server view of the demo project's user with this primary e-mail (found once through its linked account). */
async function serverUser(primaryEmail: string): Promise<{ id: string; primary_email: string; oauth_providers: { id: string; email: string | null }[] }> {
  if (!userId) {
    const accounts = (await (await fetch(`${fixture.demo.emulator.url}/api/v1/oauth-providers`, { headers: server() })).json()) as { items: { user_id: string; email?: string }[] };
    userId = accounts.items.find((a) => a.email === githubEmail)?.user_id ?? '';
  }
  const user = (await (await fetch(`${fixture.demo.emulator.url}/api/v1/users/${userId}`, { headers: server() })).json()) as {
    id: string;
    primary_email: string;
    oauth_providers: { id: string; email: string | null }[];
  };
  expect(user.primary_email).toBe(primaryEmail);
  return user;
}
