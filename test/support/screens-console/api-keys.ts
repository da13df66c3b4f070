// Console screens of the api-keys page (see ../screens.ts for the catalogue): the list with an active
// and a revoked set, the create dialog with its checks failing, the keys shown once, the revoke dialog.
import type { Locator, Page } from 'playwright-core';
import { consoleElement, consolePath, waitForConsolePage, type ConsoleOwner } from '../console';
import type { Scenario, ScreenContext } from '../screens-runner';

const PAGE = consolePath({ page: 'api-keys' });
const DAY_MS = 86_400_000;

/** A key set made over the API as the owner; its id. */
async function createKeySet(owner: ConsoleOwner, description: string, days: number, kinds: { admin?: boolean } = {}): Promise<string> {
  const created = await owner.call<{ id: string }>('POST', '/internal/api-keys', {
    description,
    expires_at_millis: Date.now() + days * DAY_MS,
    has_publishable_client_key: true,
    has_secret_server_key: true,
    has_super_secret_admin_key: kinds.admin ?? false,
  });
  return created.id;
}

/** Opens the page for a fresh owner after `prepare`; the page's section. */
async function openKeys(page: Page, ctx: ScreenContext, prepare?: (owner: ConsoleOwner) => Promise<void>): Promise<Locator> {
  const owner = await ctx.signedInOwner();
  await prepare?.(owner);
  await ctx.open(consolePath({ projectId: owner.projectId, page: 'api-keys' }));
  await waitForConsolePage(page, 'API keys');
  const section = consoleElement(page).locator('section[data-section="api-keys"]');
  await section.locator('[data-api-key-id], .stack-empty').first().waitFor();
  return section;
}

async function filled(owner: ConsoleOwner): Promise<void> {
  await createKeySet(owner, 'Production server', 365, { admin: true });
  const old = await createKeySet(owner, 'Staging server', 30);
  await owner.call('PATCH', `/internal/api-keys/${old}`, { revoked: true });
}

export const API_KEYS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-api-keys',
    page: PAGE,
    async setup(page, ctx) {
      const section = await openKeys(page, ctx, filled);
      await section.locator('[data-api-key-id][data-state="manually-revoked"]').waitFor();
    },
  },
  {
    name: 'console-api-keys--create',
    page: PAGE,
    async setup(page, ctx) {
      const section = await openKeys(page, ctx);
      await section.getByRole('button', { name: 'Create key' }).first().click();
      const dialog = consoleElement(page).getByRole('dialog', { name: 'Create an API key' });
      for (const name of [/Publishable client key/, /Secret server key/]) await dialog.getByRole('checkbox', { name }).uncheck();
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await dialog.getByText('Choose at least one key.').waitFor();
    },
  },
  {
    name: 'console-api-keys--secrets',
    page: PAGE,
    async setup(page, ctx) {
      const section = await openKeys(page, ctx);
      await section.getByRole('button', { name: 'Create key' }).first().click();
      const dialog = consoleElement(page).getByRole('dialog', { name: 'Create an API key' });
      await dialog.getByLabel('Description').fill('Production server');
      await dialog.getByRole('checkbox', { name: /Super secret admin key/ }).check();
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await consoleElement(page).getByRole('dialog', { name: 'Copy your new keys' }).getByRole('textbox', { name: 'Super secret admin key', exact: true }).waitFor();
    },
  },
  {
    name: 'console-api-keys--revoke',
    page: PAGE,
    async setup(page, ctx) {
      const section = await openKeys(page, ctx, filled);
      await section.getByRole('button', { name: 'Revoke Production server' }).click();
      await consoleElement(page).getByRole('dialog', { name: 'Revoke "Production server"?' }).getByRole('button', { name: 'Revoke key' }).waitFor();
    },
  },
];
