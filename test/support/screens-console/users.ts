// Console screens of the users page (see ../screens.ts for the catalogue): the list, a search that
// matches nobody, the create-user dialog, a user's page, and its revoke-session and impersonate dialogs.
import type { Page } from 'playwright-core';
import { adminCall, consoleElement, consolePath, type ConsoleOwner } from '../console';
import type { Scenario, ScreenContext } from '../screens-runner';

const PAGE = consolePath({ page: 'users' });

interface SeededUser {
  id: string;
}

/** Four people, the last one with a name, metadata, two sessions, a team and a project permission. */
// The seeded sessions' devices: a Mac and a phone, named by their browsers as the sessions list shows them.
const DEVICES = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];

async function seedUsers(owner: ConsoleOwner, emulator: { url: string }): Promise<SeededUser> {
  const people = [
    { primary_email: 'ada.lovelace@example.com', display_name: 'Ada Lovelace', primary_email_verified: true },
    { primary_email: 'grace.hopper@example.com', display_name: 'Grace Hopper', primary_email_verified: false },
    { primary_email: 'no-name@example.com', primary_email_verified: true },
  ];
  for (const person of people) await owner.call('POST', '/users', { ...person, primary_email_auth_enabled: true });
  const user = await owner.call<SeededUser>('POST', '/users', {
    primary_email: 'katherine.johnson@example.com',
    display_name: 'Katherine Johnson',
    primary_email_verified: true,
    primary_email_auth_enabled: true,
    password: 'orbital-mechanics-62',
    client_metadata: { theme: 'dark' },
    server_metadata: { plan: 'pro', seats: 3 },
  });
  for (const device of DEVICES) {
    await adminCall(emulator, owner.owner, owner.projectId, 'POST', '/auth/sessions', { user_id: user.id, expires_in_millis: 86_400_000 }, { 'user-agent': device });
  }
  await owner.call('POST', '/teams', { display_name: 'Flight research', creator_user_id: user.id });
  await owner.call('POST', '/project-permission-definitions', { id: 'billing:read', description: 'Reads invoices and the plan' });
  await owner.call('POST', `/project-permissions/${user.id}/billing:read`, {});
  return user;
}

async function openUsers(page: Page, ctx: ScreenContext, path: (owner: ConsoleOwner, user: SeededUser) => string): Promise<void> {
  const owner = await ctx.signedInOwner();
  const user = await seedUsers(owner, ctx.demo.emulator);
  await ctx.open(path(owner, user));
}

const userPath = (owner: ConsoleOwner, user: SeededUser): string => consolePath({ projectId: owner.projectId, page: `users/${user.id}` });

async function waitForUserPage(page: Page): Promise<void> {
  const root = consoleElement(page);
  await root.locator('section[data-section="user-sessions"] li[data-session-id]').nth(1).waitFor();
  await root.locator('section[data-section="user-teams"] li[data-team-id]').waitFor();
  await root.locator('section[data-section="user-permissions"] li[data-permission-id]').waitFor();
  await root.locator('section[data-section="user-channels"] li[data-channel-id]').waitFor();
}

export const USERS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-users--list',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, (owner) => consolePath({ projectId: owner.projectId, page: 'users' }));
      await consoleElement(page).locator('tr[data-user-id]').nth(3).waitFor();
    },
  },
  {
    name: 'console-users--no-match',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, (owner) => consolePath({ projectId: owner.projectId, page: 'users' }));
      const root = consoleElement(page);
      await root.locator('tr[data-user-id]').nth(3).waitFor();
      await root.getByRole('searchbox', { name: 'Search users' }).fill('nobody-by-this-name');
      await root.locator('[data-state="no-match"]').waitFor();
    },
  },
  {
    name: 'console-users--user',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, userPath);
      await waitForUserPage(page);
    },
  },
  {
    // The kit's password field, its text shown by the eye button.
    name: 'console-users--create-dialog',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, (owner) => consolePath({ projectId: owner.projectId, page: 'users' }));
      const root = consoleElement(page);
      await root.getByRole('button', { name: 'Create user' }).first().click();
      const dialog = root.getByRole('dialog', { name: 'Create a user' });
      await dialog.locator('input[name=password]').fill('orbital-mechanics-62');
      await dialog.getByRole('button', { name: 'Show password' }).click();
      await dialog.getByRole('button', { name: 'Hide password' }).waitFor();
    },
  },
  {
    name: 'console-users--revoke-dialog',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, userPath);
      await waitForUserPage(page);
      const root = consoleElement(page);
      await root.locator('section[data-section="user-sessions"] li[data-session-id]').first().getByRole('button', { name: 'Revoke' }).click();
      await root.getByRole('dialog', { name: 'Revoke session' }).waitFor();
    },
  },
  {
    name: 'console-users--impersonate-dialog',
    page: PAGE,
    async setup(page, ctx) {
      await openUsers(page, ctx, userPath);
      await waitForUserPage(page);
      const root = consoleElement(page);
      await root.getByRole('button', { name: 'Impersonate', exact: true }).click();
      const dialog = root.getByRole('dialog', { name: /^Impersonate / });
      await dialog.getByRole('button', { name: 'Create session' }).click();
      await dialog.locator('pre').waitFor();
    },
  },
];
