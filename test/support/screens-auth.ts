// Screens of the demo's front page (<stack-sign-in>, <stack-sign-up>) and of the header's user button
// and team switcher (shown on the quieter mailbox page).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { Scenario, ScreenContext } from './screens-runner';
import { SCREEN_PASSWORD } from './screens-data';
import { chooseCodeMethod, choosePasswordMethod, control, emailField, fillPasswordSignIn, menuTrigger, openMenu, passwordField, submitButton, waitForAlert, waitForHeader } from './screens-steps';

/** Enough providers that the sign-in card shows its logo grid (more than three). */
const MANY_PROVIDERS = ['github', 'google', 'microsoft', 'gitlab', 'discord', 'apple'].map((id) => ({ id, type: 'shared' as const }));

/** A user with TOTP on signs in with the password: the card moves to its two-factor step. */
async function signInToMfaStep(page: Page, ctx: ScreenContext): Promise<Locator> {
  const user = await ctx.data.createUser({ totpSecretBase64: randomBytes(20).toString('base64') });
  await ctx.open();
  const signIn = page.locator('stack-sign-in');
  await fillPasswordSignIn(signIn, user.email, user.password);
  await submitButton(signIn).click();
  await signIn.getByRole('heading', { name: /two-factor/i }).waitFor();
  return signIn;
}

export const AUTH_SCREENS: Scenario[] = [
  {
    name: 'sign-in--empty',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      await page.locator('stack-sign-in form').first().waitFor();
      await page.locator('stack-sign-up form').first().waitFor();
      await waitForHeader(page, false);
    },
  },
  {
    name: 'sign-in--errors',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await choosePasswordMethod(signIn);
      await submitButton(signIn).click();
      await waitForAlert(signIn);
    },
  },
  {
    name: 'sign-in--wrong-password',
    page: '/',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await fillPasswordSignIn(signIn, user.email, 'not-the-password');
      await submitButton(signIn).click();
      await waitForAlert(signIn);
    },
  },
  {
    name: 'sign-in--busy',
    page: '/',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await fillPasswordSignIn(signIn, user.email, user.password);
      const held = ctx.hold(/\/auth\/password\/sign-in/);
      await submitButton(signIn).click();
      await held;
      await signIn.locator('form button[type=submit][disabled], form button[type=submit][aria-disabled="true"]').first().waitFor();
    },
  },
  {
    name: 'sign-in--code-step',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await chooseCodeMethod(signIn);
      await emailField(signIn).fill(ctx.data.email('grace.hopper'));
      await submitButton(signIn).click();
      await signIn.getByLabel(/code/i).and(signIn.locator('input')).first().waitFor();
    },
  },
  {
    // Issue 32: a code asked for an unverified password account says so, with the way to the password form.
    name: 'sign-in--code-unverified',
    page: '/',
    async setup(page, ctx) {
      const user = await ctx.data.createUser({ verified: false });
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await chooseCodeMethod(signIn);
      await emailField(signIn).fill(user.email);
      await submitButton(signIn).click();
      await waitForAlert(signIn);
    },
  },
  {
    name: 'sign-in--mfa',
    page: '/',
    async setup(page, ctx) {
      await signInToMfaStep(page, ctx);
    },
  },
  {
    name: 'sign-in--mfa-recovery-code',
    page: '/',
    async setup(page, ctx) {
      const signIn = await signInToMfaStep(page, ctx);
      await signIn.getByRole('button', { name: /recovery code/i }).click();
      await signIn.getByRole('heading', { name: /recovery code/i }).waitFor();
    },
  },
  {
    name: 'sign-in--many-providers',
    page: '/',
    async setup(page, ctx) {
      await ctx.data.configureProject({ oauth_providers: MANY_PROVIDERS });
      await ctx.open();
      await page.locator('stack-sign-in').getByRole('button', { name: /gitlab/i }).waitFor();
    },
  },
  {
    name: 'sign-in--only-code',
    page: '/',
    async setup(page, ctx) {
      await ctx.data.configureProject({ credential_enabled: false, passkey_enabled: false, oauth_providers: [] });
      await ctx.open();
      await emailField(page.locator('stack-sign-in')).waitFor();
    },
  },
  {
    name: 'sign-in--guest',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signIn = page.locator('stack-sign-in');
      await control(signIn, /continue as guest/i).click();
      await signIn.getByRole('status').filter({ hasText: /guest/i }).first().waitFor();
    },
  },
  {
    name: 'sign-in--signed-in',
    page: '/',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open();
      await waitForHeader(page, true);
      await page.locator('stack-sign-in').getByText(/signed in/i).first().waitFor();
    },
  },
  {
    name: 'sign-up--errors',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signUp = page.locator('stack-sign-up');
      await emailField(signUp).fill('not-an-address');
      await passwordField(signUp).fill('short');
      await signUp.getByLabel(/repeat|confirm/i).first().fill('different');
      await submitButton(signUp).click();
      await waitForAlert(signUp);
    },
  },
  {
    // Issue 32: the existing-account error with its "Sign in instead" link.
    name: 'sign-up--email-taken',
    page: '/',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open();
      const signUp = page.locator('stack-sign-up');
      await emailField(signUp).fill(user.email);
      await passwordField(signUp).fill(SCREEN_PASSWORD);
      await signUp.getByLabel(/repeat|confirm/i).first().fill(SCREEN_PASSWORD);
      await submitButton(signUp).click();
      await signUp.getByRole('link', { name: 'Sign in instead' }).waitFor();
    },
  },
  {
    name: 'sign-up--busy',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signUp = page.locator('stack-sign-up');
      await emailField(signUp).fill(ctx.data.email('grace.hopper'));
      await passwordField(signUp).fill(SCREEN_PASSWORD);
      await signUp.getByLabel(/repeat|confirm/i).first().fill(SCREEN_PASSWORD);
      const held = ctx.hold(/\/auth\/password\/sign-up/);
      await submitButton(signUp).click();
      await held;
    },
  },
  {
    // After a password sign-up (an unverified address): the sign-up card asks to verify it.
    name: 'sign-up--verify',
    page: '/',
    async setup(page, ctx) {
      await ctx.signedInUser({ verified: false });
      await ctx.open();
      await page.locator('stack-sign-up').getByRole('button', { name: /resend/i }).waitFor();
      await waitForHeader(page, true);
    },
  },
  {
    name: 'sign-up--password-strength',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signUp = page.locator('stack-sign-up');
      await emailField(signUp).fill(ctx.data.email('grace.hopper'));
      await passwordField(signUp).fill(SCREEN_PASSWORD);
      await signUp.getByRole('button', { name: 'Show password' }).first().click();
      await signUp.locator('.stack-strength').waitFor();
    },
  },
  {
    name: 'sign-up--common-password',
    page: '/',
    async setup(page, ctx) {
      await ctx.open();
      const signUp = page.locator('stack-sign-up');
      await emailField(signUp).fill(ctx.data.email('grace.hopper'));
      await passwordField(signUp).fill('password');
      await signUp.getByLabel(/repeat|confirm/i).first().fill('password');
      await submitButton(signUp).click();
      await signUp.locator('.stack-field-error').first().waitFor();
    },
  },
  {
    name: 'user-button--signed-out',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.open();
      await waitForHeader(page, false);
    },
  },
  {
    name: 'user-button--signed-in',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open();
      await waitForHeader(page, true);
    },
  },
  {
    name: 'user-button--long-name',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser({ name: 'maximilian.alexander.featherstonehaugh-wolfeschlegel', displayName: 'Maximilian Alexander Featherstonehaugh-Wolfeschlegelsteinhausenberger' });
      await ctx.open();
      await waitForHeader(page, true);
    },
  },
  {
    name: 'user-button--menu-open',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open();
      await waitForHeader(page, true);
      await openMenu(page, 'stack-user-button');
    },
  },
  {
    // A person without a name: the address in the address style, its first letter in the avatar.
    name: 'user-button--no-name',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser({ name: 'charles.babbage', displayName: null });
      await ctx.open();
      await waitForHeader(page, true);
      await openMenu(page, 'stack-user-button');
    },
  },
  {
    name: 'team-switcher--closed',
    page: '/mailbox.html',
    async setup(page, ctx) {
      const user = await ctx.signedInUser();
      const teamId = await ctx.data.createTeam(user, 'Analytical Engines');
      await ctx.data.selectTeam(user, teamId);
      await ctx.open();
      await waitForHeader(page, true);
      await menuTrigger(page, 'stack-team-switcher').filter({ hasText: 'Analytical Engines' }).waitFor();
    },
  },
  {
    name: 'team-switcher--open',
    page: '/mailbox.html',
    async setup(page, ctx) {
      const user = await ctx.signedInUser();
      const teamId = await ctx.data.createTeam(user, 'Analytical Engines');
      await ctx.data.createTeam(user, 'Difference Engine Society');
      await ctx.data.selectTeam(user, teamId);
      await ctx.open();
      await waitForHeader(page, true);
      const menu = await openMenu(page, 'stack-team-switcher');
      await menu.getByText('Difference Engine Society').waitFor();
    },
  },
  {
    name: 'team-switcher--open-no-teams',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open();
      await waitForHeader(page, true);
      await openMenu(page, 'stack-team-switcher');
    },
  },
  {
    name: 'team-switcher--create-team',
    page: '/mailbox.html',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open();
      await waitForHeader(page, true);
      const menu = await openMenu(page, 'stack-team-switcher');
      await menu.getByRole('menuitem', { name: /create a team/i }).click();
      await page.locator('stack-team-switcher').getByLabel(/team name/i).waitFor();
    },
  },
];
