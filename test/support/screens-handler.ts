// Screens of the full-page routes under /handler/ (the <stack-handler> route table and the demo's own
// pages for magic-link-callback, mfa, oauth-callback and cli-auth-confirm) and of the dev mailbox page.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Scenario } from './screens-runner';
import { control, emailField, submitButton, waitForAlert, waitForHeader, waitForStatus } from './screens-steps';

/** A handler route whose first screen shows without any data. */
function plainRoute(name: string, path: string, ready: (page: Page) => Promise<void>): Scenario {
  return {
    name,
    page: path,
    async setup(page, ctx) {
      await ctx.open();
      await ready(page);
    },
  };
}

const handler = (page: Page) => page.locator('stack-handler');

export const HANDLER_SCREENS: Scenario[] = [
  plainRoute('handler-sign-in', '/handler/sign-in', (page) => handler(page).locator('form').first().waitFor()),
  plainRoute('handler-sign-up', '/handler/sign-up', (page) => handler(page).locator('form').first().waitFor()),
  plainRoute('handler-forgot-password', '/handler/forgot-password', (page) => emailField(handler(page)).waitFor()),
  {
    name: 'handler-forgot-password--sent',
    page: '/handler/forgot-password',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open();
      await emailField(handler(page)).fill(user.email);
      await submitButton(handler(page)).click();
      await handler(page).getByText(user.email).first().waitFor();
    },
  },
  {
    name: 'handler-password-reset--valid',
    page: '/handler/password-reset',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open(await ctx.data.passwordResetLink(user));
      await handler(page).getByLabel(/new password/i).first().waitFor();
    },
  },
  {
    name: 'handler-password-reset--malformed',
    page: '/handler/password-reset',
    async setup(page, ctx) {
      await ctx.open('/handler/password-reset?code=this-is-not-a-code');
      await waitForAlert(handler(page));
    },
  },
  {
    name: 'handler-password-reset--no-code',
    page: '/handler/password-reset',
    async setup(page, ctx) {
      await ctx.open();
      await waitForAlert(handler(page));
    },
  },
  {
    name: 'handler-email-verification--valid',
    page: '/handler/email-verification',
    async setup(page, ctx) {
      const user = await ctx.data.createUser({ verified: false });
      await ctx.open(await ctx.data.verificationLink(user));
      // The link asks first (a mail scanner must not use the code); the click verifies.
      await handler(page).getByRole('button', { name: /verify e-?mail/i }).click();
      await handler(page).getByRole('status').filter({ hasText: /verified/i }).first().waitFor();
    },
  },
  {
    name: 'handler-email-verification--invalid',
    page: '/handler/email-verification',
    async setup(page, ctx) {
      await ctx.open('/handler/email-verification?code=0000000000000000000000000000000000000000000aa');
      const verify = handler(page).getByRole('button', { name: /verify e-?mail/i });
      await verify.or(handler(page).getByRole('alert')).first().waitFor();
      if (await verify.isVisible()) await verify.click();
      await waitForAlert(handler(page));
    },
  },
  {
    name: 'magic-link-callback--valid',
    page: '/handler/magic-link-callback',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.open(await ctx.data.magicLink(user.email));
      // The link asks first ("Sign in with this link?"): that is the screen a person lands on.
      await page.locator('stack-magic-link-callback').getByRole('button', { name: /continue signing in/i }).waitFor();
    },
  },
  {
    name: 'magic-link-callback--used',
    page: '/handler/magic-link-callback',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      const link = await ctx.data.magicLink(user.email);
      await ctx.data.useMagicLink(link);
      await ctx.open(link);
      const callback = page.locator('stack-magic-link-callback');
      const go = callback.getByRole('button', { name: /continue signing in/i });
      await go.or(callback.getByRole('alert')).first().waitFor();
      if (await go.isVisible()) await go.click();
      await waitForAlert(callback);
    },
  },
  {
    name: 'oauth-callback--denied',
    page: '/handler/oauth-callback',
    async setup(page, ctx) {
      // The provider's consent page answers as when the person clicks "Cancel": back with error=access_denied.
      await page.route(
        (url) => url.searchParams.get('response_type') === 'code' && url.searchParams.has('redirect_uri') && !url.pathname.includes('/api/v1/'),
        async (route) => {
          const asked = new URL(route.request().url());
          const back = new URL(asked.searchParams.get('redirect_uri')!);
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user denied the request');
          back.searchParams.set('state', asked.searchParams.get('state') ?? '');
          await route.fulfill({ status: 302, headers: { location: back.toString() } });
        },
      );
      await ctx.open('/');
      await page.locator('stack-sign-in').getByRole('button', { name: /github/i }).click();
      await page.waitForURL(/\/handler\/oauth-callback/);
      await waitForAlert(page.locator('stack-oauth-callback'));
    },
  },
  {
    // Issue 32: the OAuth conflict of an unverified password account, as the server's error redirect brings it.
    name: 'oauth-callback--conflict',
    page: '/handler/oauth-callback',
    async setup(page, ctx) {
      const details = JSON.stringify({ type: 'email', contact_channel_value: ctx.data.email('ada.lovelace'), would_work_if_email_was_verified: true });
      const query = new URLSearchParams({ error: 'server_error', errorCode: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', message: 'x', details });
      await ctx.open(`/handler/oauth-callback?${query.toString()}`);
      await page.locator('stack-oauth-callback').getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'mfa--code',
    page: '/handler/mfa',
    async setup(page, ctx) {
      const user = await ctx.data.createUser({ totpSecretBase64: randomBytes(20).toString('base64') });
      const attempt = await ctx.data.mfaAttemptCode(user);
      await page.context().addInitScript((code) => sessionStorage.setItem('stack_mfa_attempt_code', code), attempt);
      await ctx.open();
      await page.locator('stack-mfa').locator('input').first().waitFor();
    },
  },
  plainRoute('mfa--no-attempt', '/handler/mfa', (page) => page.getByRole('link', { name: /sign-in/i }).first().waitFor()),
  plainRoute('handler-error', '/handler/error', (page) => waitForAlert(handler(page))),
  plainRoute('handler-error--known-code', '/handler/error?errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=The+OAuth+provider+denied+access+to+the+user.', (page) => waitForAlert(handler(page))),
  plainRoute('handler-not-found', '/handler/no-such-page', (page) => waitForAlert(handler(page))),
  {
    name: 'handler-sign-out--busy',
    page: '/handler/sign-out',
    async setup(page, ctx) {
      await ctx.signedInUser();
      const held = ctx.hold(/\/auth\/sessions\/current(\?|$)/);
      await ctx.open();
      await held;
      await handler(page).getByRole('status').first().waitFor();
    },
  },
  {
    name: 'handler-account-settings',
    page: '/handler/account-settings',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open('/handler/account-settings?section=profile');
      await handler(page).locator('section[data-section="profile"]').waitFor();
    },
  },
  {
    name: 'cli-auth-confirm--signed-out',
    page: '/handler/cli-auth-confirm',
    async setup(page, ctx) {
      await ctx.open(`/handler/cli-auth-confirm?login_code=${await ctx.data.cliLoginCode()}`);
      await page.locator('stack-cli-auth-confirm').getByRole('link', { name: /sign in/i }).waitFor();
    },
  },
  {
    name: 'cli-auth-confirm--signed-in',
    page: '/handler/cli-auth-confirm',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open(`/handler/cli-auth-confirm?login_code=${await ctx.data.cliLoginCode()}`);
      await page.locator('stack-cli-auth-confirm').getByRole('button', { name: /confirm|authori[sz]e/i }).waitFor();
    },
  },
  {
    name: 'cli-auth-confirm--done',
    page: '/handler/cli-auth-confirm',
    async setup(page, ctx) {
      await ctx.signedInUser();
      await ctx.open(`/handler/cli-auth-confirm?login_code=${await ctx.data.cliLoginCode()}`);
      const element = page.locator('stack-cli-auth-confirm');
      await element.getByRole('button', { name: /confirm|authori[sz]e/i }).click();
      await waitForStatus(element);
    },
  },
  {
    name: 'team-invitation--signed-out',
    page: '/handler/team-invitation',
    async setup(page, ctx) {
      const owner = await ctx.data.createUser();
      const teamId = await ctx.data.createTeam(owner, 'Analytical Engines');
      await ctx.open(await ctx.data.invite(owner, teamId, ctx.data.email('charles.babbage')));
      await handler(page).getByRole('link', { name: /sign in/i }).first().waitFor();
    },
  },
  {
    name: 'team-invitation--signed-in',
    page: '/handler/team-invitation',
    async setup(page, ctx) {
      const owner = await ctx.data.createUser();
      const teamId = await ctx.data.createTeam(owner, 'Analytical Engines');
      await ctx.signedInUser({ name: 'charles.babbage', displayName: 'Charles Babbage' });
      await ctx.open(await ctx.data.invite(owner, teamId, 'charles.babbage@example.com'));
      await control(handler(page), /join/i).waitFor();
    },
  },
  {
    name: 'team-invitation--joined',
    page: '/handler/team-invitation',
    async setup(page, ctx) {
      const owner = await ctx.data.createUser();
      const teamId = await ctx.data.createTeam(owner, 'Analytical Engines');
      await ctx.signedInUser({ name: 'charles.babbage', displayName: 'Charles Babbage' });
      await ctx.open(await ctx.data.invite(owner, teamId, 'charles.babbage@example.com'));
      await control(handler(page), /join/i).click();
      await handler(page).getByText(/you joined/i).first().waitFor();
    },
  },
  {
    name: 'mailbox--messages',
    page: '/mailbox.html',
    async setup(page, ctx) {
      const user = await ctx.data.createUser();
      await ctx.data.passwordResetLink(user);
      await ctx.data.magicLink(user.email);
      await ctx.open(`/mailbox.html?email=${encodeURIComponent(user.email)}`);
      await page.getByRole('link', { name: /magic-link-callback/ }).first().waitFor();
    },
  },
];
