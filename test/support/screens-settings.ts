// Screens of <stack-account-settings> on demo/account.html: every section, with and without data,
// and the states a click opens (set-up forms, the new API key, dialogs).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { ScreenContext, Scenario } from './screens-runner';
import type { ScreenUser } from './screens-data';
import { control, openSettings, showTeamPanel, waitForHeader } from './screens-steps';

/** A section opened for a fresh signed-in user; `prepare` makes the section's data first. */
function section(name: string, id: string, prepare?: (ctx: ScreenContext, user: ScreenUser) => Promise<void>, then?: (section: Locator, page: Page) => Promise<void>): Scenario {
  return {
    name,
    page: `/account.html?section=${id}`,
    async setup(page, ctx) {
      const user = await ctx.signedInUser();
      await prepare?.(ctx, user);
      const found = await openSettings(page, (path) => ctx.open(path), id);
      await waitForHeader(page, true);
      await then?.(found, page);
    },
  };
}

/** Ada's team with three more members (one without a name), two pending invitations and a team API key. */
async function fullTeam(ctx: ScreenContext, ada: ScreenUser): Promise<void> {
  const teamId = await ctx.data.createTeam(ada, 'Analytical Engines');
  for (const [name, displayName] of [
    ['charles.babbage', 'Charles Babbage'],
    ['mary.somerville', 'Mary Somerville'],
    ['grace.hopper', null],
  ] as const) {
    await ctx.data.addMember(teamId, await ctx.data.createUser({ name, displayName }));
  }
  await ctx.data.selectTeam(ada, teamId);
  await ctx.data.invite(ada, teamId, ctx.data.email('augustus.de.morgan'));
  await ctx.data.invite(ada, teamId, ctx.data.email('michael.faraday'));
  await ctx.data.createTeamApiKey(teamId, 'Nightly export');
}

const teamSubPage = (name: string, tab: RegExp, panel: string): Scenario =>
  section(name, 'teams', fullTeam, async (found) => {
    await found.locator('[data-team-id]').first().waitFor();
    await showTeamPanel(found, tab, panel);
  });

export const SETTINGS_SCREENS: Scenario[] = [
  {
    name: 'settings--signed-out',
    page: '/account.html',
    async setup(page, ctx) {
      await ctx.open();
      await page.locator('stack-account-settings').getByRole('link', { name: /sign in/i }).waitFor();
    },
  },
  section('settings-profile', 'profile'),
  section('settings-emails', 'emails', async (ctx, user) => {
    await ctx.data.addEmail(user, 'ada.work', { verified: true, usedForAuth: true });
    await ctx.data.addEmail(user, 'ada.old', { verified: false, usedForAuth: false });
  }, (found) => found.locator('[data-email]').nth(2).waitFor()),
  // After "Send verification e-mail": the notice, and the reopened menu waits before a second mail.
  section('settings-emails--verification-sent', 'emails', async (ctx, user) => void (await ctx.data.addEmail(user, 'ada.old', { verified: false, usedForAuth: false })), async (found) => {
    const row = found.locator('[data-email]').nth(1);
    await row.locator('button[aria-haspopup=menu]').click();
    await row.locator('[role=menuitem][data-action="verify"]').click();
    await found.getByRole('status').waitFor();
    await row.locator('button[aria-haspopup=menu]').click();
    await row.locator('[role=menuitem][data-action="verify"][aria-disabled="true"]').waitFor();
  }),
  section('settings-password', 'password', undefined, (found) => found.locator('input[type=password]').first().waitFor()),
  section('settings-passkeys', 'passkeys'),
  {
    name: 'settings-passkeys--registered',
    page: '/account.html?section=passkeys',
    async setup(page, ctx) {
      await ctx.signedInUser();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      const found = await openSettings(page, (path) => ctx.open(path), 'passkeys');
      // The page's own SDK (window.StackElements), so the step does not depend on the section's buttons: two
      // passkeys through the emulator's passkey-list extension, as a laptop and a phone would add them.
      await page.evaluate(async () => {
        type User = { addPasskey(options: { name: string }): Promise<unknown> };
        const api = (window as unknown as { StackElements: { getApp(): { getUser(): Promise<User | null> } } }).StackElements;
        const user = (await api.getApp().getUser())!;
        await user.addPasskey({ name: 'MacBook Air' });
        await user.addPasskey({ name: 'Pixel 8' });
      });
      await ctx.open('/account.html?section=passkeys');
      await found.locator('[data-passkey-id]').nth(1).waitFor();
    },
  },
  section('settings-mfa--off', 'mfa'),
  section('settings-mfa--set-up', 'mfa', undefined, async (found) => {
    await control(found, /set up|turn on|enable/i).click();
    await found.getByRole('img').first().waitFor();
  }),
  {
    name: 'settings-mfa--on',
    page: '/account.html?section=mfa',
    async setup(page, ctx) {
      await ctx.signedInUser({ totpSecretBase64: randomBytes(20).toString('base64') });
      const found = await openSettings(page, (path) => ctx.open(path), 'mfa');
      await found.locator('[data-mfa="on"]').or(found.getByRole('button', { name: /turn off|disable/i })).first().waitFor();
    },
  },
  {
    // Emulator extension 'mfa-recovery-codes': a new set, shown once.
    name: 'settings-mfa--recovery-codes',
    page: '/account.html?section=mfa',
    async setup(page, ctx) {
      await ctx.signedInUser({ totpSecretBase64: randomBytes(20).toString('base64') });
      const found = await openSettings(page, (path) => ctx.open(path), 'mfa');
      await found.getByRole('button', { name: /create codes/i }).click();
      await found.getByRole('list', { name: /recovery codes/i }).waitFor();
    },
  },
  section('settings-sessions', 'sessions', async (ctx, user) => {
    // A phone and a Windows computer, named by their browsers (this device is the screenshot's Chromium).
    await ctx.data.createSession(user, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    await ctx.data.createSession(user, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68');
  }, (found) => found.locator('[data-session-id]').nth(2).waitFor()),
  section('settings-connected-accounts', 'connected-accounts', (ctx, user) => ctx.data.linkOAuthAccount(user, 'github', user.email), (found) =>
    found.locator('[data-account-id]').first().waitFor(),
  ),
  section('settings-connected-accounts--empty', 'connected-accounts'),
  section('settings-notifications', 'notifications', undefined, (found) => found.locator('[data-category-id]').first().waitFor()),
  section('settings-api-keys--empty', 'api-keys'),
  section('settings-api-keys', 'api-keys', async (ctx, user) => {
    await ctx.data.createUserApiKey(user, 'Deploy script', 30);
    await ctx.data.createUserApiKey(user, 'Local development', null);
  }, (found) => found.locator('[data-api-key-id]').nth(1).waitFor()),
  section('settings-api-keys--new-key', 'api-keys', undefined, async (found, page) => {
    const settings = page.locator('stack-account-settings');
    await control(found, /create api key/i).click();
    const dialog = settings.getByRole('dialog');
    await dialog.getByLabel(/description/i).first().fill('Deploy script');
    await dialog.getByRole('button', { name: /create/i }).last().click();
    await settings.getByRole('dialog').getByRole('button', { name: /copy/i }).first().waitFor();
  }),
  section('settings-teams--empty', 'teams'),
  section('settings-teams', 'teams', fullTeam, (found) => found.locator('[data-team-id]').first().waitFor()),
  teamSubPage('settings-teams--general', /^general$/i, 'general'),
  teamSubPage('settings-teams--members', /^members$/i, 'members'),
  teamSubPage('settings-teams--invitations', /^invitations$/i, 'invitations'),
  teamSubPage('settings-teams--api-keys', /^(team )?api keys$/i, 'api-keys'),
  section('settings-danger-zone', 'danger-zone'),
  section('settings-danger-zone--dialog', 'danger-zone', undefined, async (found, page) => {
    await control(found, /delete (my )?account/i).click();
    await page.locator('stack-account-settings').getByRole('dialog').or(found.getByLabel(/type/i)).first().waitFor();
  }),
];
