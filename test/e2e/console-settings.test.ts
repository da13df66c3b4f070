// <stack-project-admin> through its script tag: an auth method switched on and an OAuth provider with
// the project's own keys (read back), the project renamed on the settings page (read back, header, event
// detail), and a project deleted only after its name is typed (gone over the API, event detail, back to
// the list of projects).
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, waitForConsolePage, type ConsoleOwner } from '../support/console';

const demo = useDemoBrowser();

interface ProjectWire {
  display_name: string;
  description: string;
  config: { magic_link_enabled: boolean; oauth_account_merge_strategy: string; oauth_providers: { id: string; type: string; client_id?: string; client_secret?: string }[] };
}

interface ChangedDetail {
  projectId: string | null;
  reason: string;
}

declare global {
  interface Window {
    __projectChanged: ChangedDetail[];
  }
}

async function openConsole(owner: ConsoleOwner, page: string): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await demo.freshContext();
  await context.addInitScript(() => {
    window.__projectChanged = [];
    document.addEventListener('stack-project-changed', (event) => window.__projectChanged.push((event as CustomEvent<ChangedDetail>).detail));
  });
  await signInOwner(context, demo.demo.url, owner.owner);
  const tab = demo.watchErrors(await context.newPage());
  await tab.goto(new URL(consolePath({ projectId: owner.projectId, page }), demo.demo.url).toString());
  return { context, tab };
}

it('switches an auth method on, adds a provider with own keys and renames the project', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { projectName: 'Settings shop' });
  const read = () => owner.call<ProjectWire>('GET', '/internal/projects/current');
  const { tab } = await openConsole(owner, 'auth-methods');
  await waitForConsolePage(tab, 'Sign-in methods');
  const admin = consoleElement(tab);

  const otp = admin.getByRole('switch', { name: 'E-mail code' });
  expect(await otp.getAttribute('aria-checked')).toBe('false');
  await otp.click();
  await admin.locator('[data-setting="magicLinkEnabled"] [role="switch"][aria-checked="true"]').waitFor();
  expect((await read()).config.magic_link_enabled).toBe(true);
  expect(await tab.evaluate(() => window.__projectChanged)).toContainEqual({ projectId: owner.projectId, reason: 'updated' });

  // GitLab has no shared keys: the dialog asks for the project's own, and says what is missing.
  await admin.getByRole('button', { name: 'Add provider' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a sign-in provider' });
  await dialog.getByLabel('Provider').selectOption('gitlab');
  await dialog.getByText('GitLab has no shared keys: use your own.').waitFor();
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await dialog.getByText('Enter the client ID from GitLab.').waitFor();
  await dialog.getByLabel('Client ID').fill('gitlab-client');
  await dialog.getByLabel('Client secret').fill('gitlab-secret');
  // The kit's password field, its button named for a secret.
  await dialog.getByRole('button', { name: 'Show secret' }).click();
  expect(await dialog.getByLabel('Client secret').getAttribute('type')).toBe('text');
  await dialog.getByRole('button', { name: 'Hide secret' }).waitFor();
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = admin.locator('li[data-provider="gitlab"]');
  await row.getByText('Own keys, client ID gitlab-client').waitFor();
  expect(await row.locator('svg.stack-brand-logo').count()).toBe(1);
  expect((await read()).config.oauth_providers).toEqual([expect.objectContaining({ id: 'gitlab', type: 'standard', client_id: 'gitlab-client', client_secret: 'gitlab-secret' })]);

  // With a provider, what happens to an e-mail that already has an account.
  await admin.getByLabel('When the e-mail already has an account').selectOption('raise_error');
  await expect.poll(async () => (await read()).config.oauth_account_merge_strategy).toBe('raise_error');

  // The settings page: a new name and description, saved together.
  await tab.goto(new URL(consolePath({ projectId: owner.projectId, page: 'settings' }), tab.url()).toString());
  await waitForConsolePage(tab, 'General');
  await admin.getByLabel('Project name').fill('Renamed shop');
  await admin.getByLabel('Description (optional)').fill('The shop, renamed');
  const before = (await tab.evaluate(() => window.__projectChanged)).length;
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.locator('section[data-section="settings-general"]').getByRole('status').getByText('Saved.').waitFor();
  await admin.locator('.stack-console-project-name', { hasText: 'Renamed shop' }).waitFor();
  const saved = await read();
  expect(saved.display_name).toBe('Renamed shop');
  expect(saved.description).toBe('The shop, renamed');
  expect((await tab.evaluate(() => window.__projectChanged)).slice(before)).toEqual([{ projectId: owner.projectId, reason: 'updated' }]);

  // An empty name is refused under its field, before anything is sent.
  await admin.getByLabel('Project name').fill('  ');
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Enter a name for the project.').waitFor();
  expect(await admin.getByLabel('Project name').getAttribute('aria-invalid')).toBe('true');
  expect((await read()).display_name).toBe('Renamed shop');
  expect(demo.pageErrors).toEqual([]);
}, 60_000);

it('deletes a project after its name is typed', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { projectName: 'Doomed shop', label: 'deleter' });
  const { tab } = await openConsole(owner, 'settings');
  await waitForConsolePage(tab, 'Danger zone');
  const admin = consoleElement(tab);
  await admin.locator('section[data-section="settings-danger"]').getByRole('button', { name: 'Delete project' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete Doomed shop?' });
  const confirm = dialog.getByRole('button', { name: 'Delete project' });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Type “Doomed shop” to confirm').fill('Doomed');
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Type “Doomed shop” to confirm').fill('Doomed shop');
  await confirm.click();
  await dialog.waitFor({ state: 'detached' });
  // Back on the list of projects, which no longer holds it.
  await admin.locator('[data-section="settings-danger"]').waitFor({ state: 'detached' });
  await expect(owner.call('GET', '/internal/projects/current')).rejects.toThrow(/answered \d+: .*PROJECT_NOT_FOUND|was not found/);
  expect(await tab.evaluate(() => window.__projectChanged)).toContainEqual({ projectId: null, reason: 'deleted' });
  expect(demo.pageErrors).toEqual([]);
}, 60_000);
