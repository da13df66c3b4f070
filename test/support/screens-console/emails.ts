// Console screens of the emails page (see ../screens.ts for the catalogue): the server form with an
// own SMTP server, a failed test e-mail, the sent-mail log with a delivered and a failed mail, a template in the editor with
// its preview, and a template whose source does not render.
import type { Page } from 'playwright-core';
import { DEFAULT_EMAIL_TEMPLATE_IDS } from '../../../src/protocol/wire/emails';
import { consoleElement, consolePath, type ConsoleOwner } from '../console';
import type { Scenario, ScreenContext } from '../screens-runner';
import { startTestSmtpServer } from '../smtp';

const TEMPLATE = DEFAULT_EMAIL_TEMPLATE_IDS.email_verification;

/** An owner whose project sends through an SMTP server on this machine (not necessarily running). */
async function ownerWithSmtp(ctx: ScreenContext, port = 2525): Promise<ConsoleOwner> {
  const owner = await ctx.signedInOwner();
  await owner.call('PATCH', '/internal/projects/current', {
    config: {
      email_config: { type: 'standard', host: '127.0.0.1', port, username: 'mailer', password: 'smtp-secret', sender_name: 'Acme Mailer', sender_email: 'noreply@acme.test' },
    },
  });
  return owner;
}

/** Waits until the preview frame shows a rendered mail containing `text`. */
async function previewShows(page: Page, text: string): Promise<void> {
  await consoleElement(page).locator('[data-preview]').waitFor();
  await page.frameLocator('stack-project-admin iframe[data-preview]').getByText(text).first().waitFor();
}

export const EMAILS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-emails--server',
    page: consolePath({ page: 'emails' }),
    async setup(page, ctx) {
      const owner = await ownerWithSmtp(ctx);
      await ctx.open(consolePath({ projectId: owner.projectId, page: 'emails' }));
      const element = consoleElement(page);
      await element.locator('input[name=smtp-host]').waitFor();
      await element.locator('[data-block=templates] [data-template-id]').first().waitFor();
      await element.locator('[data-block=sent] .stack-empty').waitFor();
    },
  },
  {
    name: 'console-emails--test-failed',
    page: consolePath({ page: 'emails' }),
    async setup(page, ctx) {
      // Port 1: nothing listens there, so the test e-mail fails with the server's reason.
      const owner = await ownerWithSmtp(ctx, 1);
      await ctx.open(consolePath({ projectId: owner.projectId, page: 'emails' }));
      const server = consoleElement(page).locator('[data-block=server]');
      await server.getByRole('button', { name: 'Send test e-mail' }).click();
      await server.locator('.stack-emails-detail').waitFor();
    },
  },
  {
    name: 'console-emails--sent-log',
    page: consolePath({ page: 'emails' }),
    async setup(page, ctx) {
      const smtp = await startTestSmtpServer();
      const owner = await ownerWithSmtp(ctx, smtp.port);
      const invite = (email: string) => owner.call('POST', '/internal/send-sign-in-invitation', { email, callback_url: 'http://localhost:3000/handler/sign-in' });
      // One delivered, then one the server is no longer there to take.
      await invite('ada@example.com');
      await smtp.close();
      await invite('grace@example.com').catch(() => undefined);
      await ctx.open(consolePath({ projectId: owner.projectId, page: 'emails' }));
      const element = consoleElement(page);
      await element.locator('[data-block=sent] [data-status=error]').waitFor();
    },
  },
  {
    name: 'console-emails--template-editor',
    page: consolePath({ page: 'emails' }),
    async setup(page, ctx) {
      const owner = await ownerWithSmtp(ctx);
      await ctx.open(consolePath({ projectId: owner.projectId, page: `emails/template/${TEMPLATE}` }));
      await consoleElement(page).locator('.cm-content').waitFor();
      await previewShows(page, 'Verify my email');
    },
  },
  {
    name: 'console-emails--render-error',
    page: consolePath({ page: 'emails' }),
    async setup(page, ctx) {
      const owner = await ownerWithSmtp(ctx);
      await ctx.open(consolePath({ projectId: owner.projectId, page: `emails/template/${TEMPLATE}` }));
      const element = consoleElement(page);
      await previewShows(page, 'Verify my email');
      // An unclosed tag at the end of the source.
      await element.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\nconst broken = <div>;');
      await element.locator('[data-render-error] .stack-alert').waitFor();
      await element.locator('.stack-emails-updating').waitFor({ state: 'detached' });
    },
  },
];
