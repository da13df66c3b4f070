// The owner console's E-mails page in real Chromium, through the script tag (demo/console.html): the
// project's own SMTP server saved and a test e-mail that arrives at an SMTP server this test runs (and a
// wrong port that reads as a sentence), a template edited in the source editor with its preview in the
// sandboxed frame following, and the sent-mail log.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATE_IDS } from '../../src/protocol/wire/emails';
import { useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, type ConsoleOwner } from '../support/console';
import { SMTP_PASSWORD, SMTP_USER, startTestSmtpServer, type TestSmtpServer } from '../support/smtp';

const fixture = useDemoBrowser();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

/** A fresh owner with a project, signed in, on the E-mails page (or one of its sub-pages). */
async function openEmails(owner: ConsoleOwner, page = 'emails'): Promise<Page> {
  // Each test reads only its own page's errors.
  fixture.pageErrors.splice(0);
  const context = await fixture.freshContext();
  await signInOwner(context, fixture.demo.url, owner.owner);
  const tab = fixture.watchErrors(await context.newPage());
  await tab.goto(new URL(consolePath({ projectId: owner.projectId, page }), fixture.demo.url).toString());
  return tab;
}

/**
 * Replaces the focused editor's text the way CodeMirror's own commands do (select all, delete), then
 * types it in: inserting over the highlighted lines would let Chromium's editing add style attributes.
 */
async function replaceSource(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(text);
}

/** The computed style of the preview's element matching `selector`, read by the console's page (scripts cannot run in the frame). */
function framedStyle(page: Page, selector: string, property: string): Promise<string> {
  return consoleElement(page)
    .locator('iframe[data-preview]')
    .evaluate((frame: HTMLIFrameElement, [css, name]) => {
      const doc = frame.contentDocument;
      const node = doc?.querySelector(css);
      return node && doc?.defaultView ? doc.defaultView.getComputedStyle(node).getPropertyValue(name) : '';
    }, [selector, property] as const);
}

async function useTestSmtp(owner: ConsoleOwner): Promise<void> {
  await owner.call('PATCH', '/internal/projects/current', { config: { email_config: smtp.emailConfig() } });
}

interface ProjectView {
  config: { email_config: Record<string, unknown> };
}

describe('console: e-mails (Chromium)', () => {
  it('saves the own SMTP server, sends a test e-mail that arrives, and explains a wrong port in words', async () => {
    const owner = await createConsoleOwner(fixture.demo.emulator, { projectName: 'Mail shop' });
    const page = await openEmails(owner);
    const server = consoleElement(page).locator('[data-block=server]');

    // A new project uses the shared server: no SMTP fields yet.
    await server.getByRole('tab', { name: 'Shared server' }).and(server.locator('[aria-selected=true]')).waitFor();
    expect(await server.locator('input[name=smtp-host]').count()).toBe(0);
    await server.getByRole('tab', { name: 'Own SMTP server' }).click();

    // Saving with empty fields says what is missing, under each field.
    await server.getByRole('button', { name: 'Save' }).click();
    await server.locator('.stack-field-error', { hasText: 'Enter the host.' }).waitFor();
    expect(await server.locator('input[name=smtp-host]').getAttribute('aria-invalid')).toBe('true');

    await server.locator('input[name=smtp-host]').fill('127.0.0.1');
    await server.locator('input[name=smtp-port]').fill(String(smtp.port));
    await server.locator('input[name=smtp-username]').fill(SMTP_USER);
    await server.locator('input[name=smtp-password]').fill(SMTP_PASSWORD);
    // The kit's password field: its show button reveals what was typed.
    await server.getByRole('button', { name: 'Show password' }).click();
    expect(await server.locator('input[name=smtp-password]').getAttribute('type')).toBe('text');
    await server.locator('input[name=smtp-senderEmail]').fill('noreply@mail-shop.test');
    await server.locator('input[name=smtp-senderName]').fill('Mail Shop');
    await server.getByRole('button', { name: 'Save' }).click();
    await server.getByRole('status').getByText('Saved.').waitFor();
    const saved = await owner.call<ProjectView>('GET', '/internal/projects/current');
    expect(saved.config.email_config).toEqual({
      type: 'standard',
      host: '127.0.0.1',
      port: smtp.port,
      username: SMTP_USER,
      password: SMTP_PASSWORD,
      sender_name: 'Mail Shop',
      sender_email: 'noreply@mail-shop.test',
    });

    // The test e-mail goes through the settings on screen and arrives.
    const recipient = `inbox-${Date.now()}@mail-shop.test`;
    await server.locator('input[name=test-recipient]').fill(recipient);
    await server.getByRole('button', { name: 'Send test e-mail' }).click();
    await server.getByRole('status').getByText(`The test e-mail was sent to ${recipient}. Check that inbox.`).waitFor();
    const arrived = smtp.mailsTo(recipient);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.parsed.subject).toBe('Test Email from Stack Auth');
    expect(arrived[0]!.from).toBe('noreply@mail-shop.test');
    expect(arrived[0]!.user).toBe(SMTP_USER);

    // A port nobody listens on: a sentence, with the server's reason as a detail line, and nothing arrives.
    await server.locator('input[name=smtp-port]').fill('1');
    await server.getByRole('button', { name: 'Send test e-mail' }).click();
    const failure = server.getByRole('alert').filter({ hasText: 'The test e-mail could not be sent.' });
    await failure.waitFor();
    expect(await failure.locator('.stack-emails-sentence').textContent()).toBe('The test e-mail could not be sent. Check the host, port, username and password.');
    expect(await failure.locator('.stack-emails-detail').textContent()).toBe(
      'The server said: Could not connect to the SMTP server at 127.0.0.1:1: the connection was refused.',
    );
    expect(smtp.mailsTo(recipient)).toHaveLength(1);
    // The unsaved port did not change the saved server.
    expect((await owner.call<ProjectView>('GET', '/internal/projects/current')).config.email_config.port).toBe(smtp.port);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('edits a template in the source editor: the preview follows, a render error reads as words, the source saves', async () => {
    const owner = await createConsoleOwner(fixture.demo.emulator, { projectName: 'Template shop' });
    await useTestSmtp(owner);
    const page = await openEmails(owner);
    const element = consoleElement(page);
    await element.getByRole('button', { name: 'Edit Email Verification' }).click();

    const editor = element.locator('[data-pane=source] .cm-content');
    const preview = page.frameLocator('stack-project-admin iframe[data-preview]');
    await element.getByRole('heading', { name: 'Template: Email Verification' }).waitFor();
    await preview.getByText('Verify my email').waitFor();
    // The frame runs nothing and is filled by the console (no srcdoc, no URL).
    const frame = element.locator('iframe[data-preview]');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(await frame.getAttribute('srcdoc')).toBeNull();
    // The mail's inline styles reach the frame despite the page's style-src 'self'.
    expect(await framedStyle(page, 'a[href*="email-verification"]', 'background-color')).toBe('rgb(37, 99, 235)');
    // Its links go nowhere: the mail stays.
    await preview.getByText('Verify my email').click();
    expect(await framedStyle(page, 'a[href*="email-verification"]', 'background-color')).toBe('rgb(37, 99, 235)');

    // Replace the button's words in the editor.
    const templates = await owner.call<{ templates: { id: string; tsx_source: string }[] }>('GET', '/internal/email-templates');
    const original = templates.templates.find((one) => one.id === DEFAULT_EMAIL_TEMPLATE_IDS.email_verification)!.tsx_source;
    const edited = original.replace('Verify my email', 'Confirm this address');
    await editor.click();
    await replaceSource(page, edited);
    await preview.getByText('Confirm this address').waitFor();
    await element.getByText('Unsaved changes').waitFor();

    // A source that does not render: words beside the editor, the last good preview stays.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nconst broken = <div>;');
    const problem = element.locator('[data-render-error] [role=alert]');
    await problem.waitFor();
    expect(await problem.locator('.stack-emails-sentence').textContent()).toBe('This source does not render.');
    expect(await problem.textContent()).not.toMatch(/EMAIL_RENDERING_ERROR/);
    expect(await preview.getByText('Confirm this address').count()).toBe(1);

    // Undo the broken line, then save.
    await page.keyboard.press('ControlOrMeta+Z');
    await problem.waitFor({ state: 'detached' });
    await element.getByRole('button', { name: 'Save' }).click();
    await element.getByRole('status').getByText('Saved.').waitFor();
    const after = await owner.call<{ templates: { id: string; tsx_source: string }[] }>('GET', '/internal/email-templates');
    expect(after.templates.find((one) => one.id === DEFAULT_EMAIL_TEMPLATE_IDS.email_verification)!.tsx_source).toBe(edited);
    // Leaving with unsaved changes asks first; discarding keeps the saved source.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\n// draft');
    await element.getByText('Unsaved changes').waitFor();
    await element.locator('.stack-emails-back').click();
    const dialog = element.getByRole('dialog', { name: 'Discard your changes?' });
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await element.locator('[data-block=templates]').waitFor();
    const kept = await owner.call<{ templates: { id: string; tsx_source: string }[] }>('GET', '/internal/email-templates');
    expect(kept.templates.find((one) => one.id === DEFAULT_EMAIL_TEMPLATE_IDS.email_verification)!.tsx_source).toBe(edited);

    // No CSP report from the editor or the frame; only the render call's 400 was logged by the browser.
    expect(fixture.pageErrors.filter((error) => !/Failed to load resource.*400/.test(error))).toEqual([]);
  });

  it('edits a theme: the preview shows a sample e-mail in it, and the source saves', async () => {
    const owner = await createConsoleOwner(fixture.demo.emulator, { projectName: 'Theme shop' });
    const darkTheme = 'a0172b5d-cff0-463b-83bb-85124697373a';
    const page = await openEmails(owner);
    const element = consoleElement(page);
    await element.getByRole('button', { name: 'Edit Default Dark' }).click();
    await element.getByRole('heading', { name: 'Theme: Default Dark' }).waitFor();
    const preview = page.frameLocator('stack-project-admin iframe[data-preview]');
    await preview.getByText('Verify my email').waitFor();
    expect(await framedStyle(page, 'body', 'background-color')).toBe('rgb(17, 24, 39)');

    const theme = await owner.call<{ tsx_source: string }>('GET', `/internal/email-themes/${darkTheme}`);
    const edited = theme.tsx_source.replace("backgroundColor: '#111827'", "backgroundColor: '#0b3d2e'");
    expect(edited).not.toBe(theme.tsx_source);
    await element.locator('[data-pane=source] .cm-content').click();
    await replaceSource(page, edited);
    await expect.poll(() => framedStyle(page, 'body', 'background-color')).toBe('rgb(11, 61, 46)');
    await element.getByRole('button', { name: 'Save' }).click();
    await element.getByRole('status').getByText('Saved.').waitFor();
    expect((await owner.call<{ tsx_source: string }>('GET', `/internal/email-themes/${darkTheme}`)).tsx_source).toBe(edited);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('lists sent e-mails newest first, with a failure in words, and an empty state before any', async () => {
    const owner = await createConsoleOwner(fixture.demo.emulator, { projectName: 'Log shop' });
    const page = await openEmails(owner);
    const sent = consoleElement(page).locator('[data-block=sent]');
    await sent.getByText('No e-mails have been sent yet.', { exact: false }).waitFor();

    // The test e-mail itself is not logged (as in Stack Auth); mails the project sends are.
    await useTestSmtp(owner);
    const invite = (email: string) => owner.call('POST', '/internal/send-sign-in-invitation', { email, callback_url: 'http://localhost:3000/handler/sign-in' });
    await invite('ada@log-shop.test');
    expect(smtp.mailsTo('ada@log-shop.test')).toHaveLength(1);
    await owner.call('PATCH', '/internal/projects/current', { config: { email_config: { ...smtp.emailConfig(), port: 1 } } });
    await invite('grace@log-shop.test').catch(() => undefined);

    await sent.getByRole('button', { name: 'Refresh' }).click();
    const rows = sent.locator('li[data-email-id]');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const [newest, older] = [rows.nth(0), rows.nth(1)];
    expect(await newest.getAttribute('data-status')).toBe('error');
    expect(await newest.locator('.stack-emails-sent-to').textContent()).toBe('grace@log-shop.test');
    expect(await newest.locator('.stack-badge').textContent()).toBe('Failed');
    expect(await newest.locator('.stack-emails-sent-error .stack-emails-sentence').textContent()).toBe('The e-mail could not be delivered.');
    expect(await older.getAttribute('data-status')).toBe('sent');
    expect(await older.locator('.stack-row-title-text').textContent()).toBe('You have been invited to sign in to Log shop');
    expect(await older.locator('.stack-emails-sent-to').textContent()).toBe('ada@log-shop.test');
    expect(await older.locator('.stack-badge').textContent()).toBe('Sent');
    expect(await older.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fixture.pageErrors).toEqual([]);
  });
});
