// StackAdminApp's e-mail methods and StackServerApp.sendEmail against the emulator (PROTOCOL.md §5.21):
// the wire bodies they send, what they answer, and each documented error as the SDK hands it over
// (typed KnownErrors thrown, or error Results where the official SDK returns a Result).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import { StackServerApp } from '../../../src/core/apps/server/server-app';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'SDK Shared' } });
let smtp: TestSmtpServer;
let custom: Awaited<ReturnType<typeof emu.createProject>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  custom = await emu.createProject({ displayName: 'SDK Custom', config: { email_config: smtp.emailConfig() } });
});
afterAll(() => smtp?.close());

type Keys = typeof custom;
const VERIFICATION = 'e7d009ce-8d47-4528-b245-5bf119f2ffa3';
const LIGHT = '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function admin(keys: Keys = emu.project) {
  const rec = recordingFetch();
  const app = new StackAdminApp({ projectId: keys.id, baseUrl: emu.url, superSecretAdminKey: keys.superSecretAdminKey, redirectMethod: 'none', fetch: rec.fetch });
  return { app, rec };
}

function server(keys: Keys) {
  const rec = recordingFetch();
  const app = new StackServerApp({ projectId: keys.id, baseUrl: emu.url, secretServerKey: keys.secretServerKey, redirectMethod: 'none', fetch: rec.fetch });
  return { app, rec };
}

async function userOf(keys: Keys): Promise<{ id: string; email: string }> {
  const app = makeApp({ url: emu.url, project: keys });
  const email = uniqueEmail('sdk-mail');
  const signedUp = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (signedUp.status !== 'ok') throw signedUp.error;
  const user = await app.getUser();
  return { id: user!.id, email };
}

const bodyOf = (rec: ReturnType<typeof recordingFetch>, method: string, path: string) =>
  JSON.parse(rec.requests.find((r) => r.method === method && r.path === path)?.body ?? 'null');

describe('templates', () => {
  it('lists, creates, updates (rendered HTML back) and deletes, with the wire bodies of the official SDK', async () => {
    const { app, rec } = admin(custom);
    const defaults = await app.listEmailTemplates();
    expect(defaults[0]).toEqual({ id: VERIFICATION, displayName: 'Email Verification', tsxSource: expect.stringContaining('EmailTemplate') });

    const { id } = await app.createEmailTemplate('Weekly');
    expect(bodyOf(rec, 'POST', '/internal/email-templates')).toEqual({ display_name: 'Weekly' });
    const source = (await app.listEmailTemplates()).find((t) => t.id === id)!.tsxSource.replace('News from', 'Weekly from');
    const { renderedHtml } = await app.updateEmailTemplate(id, source, false);
    expect(bodyOf(rec, 'PATCH', `/internal/email-templates/${id}`)).toEqual({ tsx_source: source, theme_id: false });
    expect(renderedHtml).toContain('This is a new template');
    expect((await app.listEmailTemplates()).find((t) => t.id === id)).toEqual({ id, displayName: 'Weekly', tsxSource: source, themeId: false });

    await app.deleteEmailTemplate(id);
    expect((await app.listEmailTemplates()).some((t) => t.id === id)).toBe(false);
  });

  it('throws RequiresCustomEmailServer, EmailRenderingError and the 404 of an unknown template', async () => {
    await expect(admin().app.createEmailTemplate('No')).rejects.toBeInstanceOf(KnownErrors.RequiresCustomEmailServer);
    const { app } = admin(custom);
    const error = await app.updateEmailTemplate(VERIFICATION, 'export function EmailTemplate() { return <p>no subject</p>; }', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.EmailRenderingError);
    expect((error as InstanceType<typeof KnownErrors.EmailRenderingError>).details).toEqual({ error: 'Subject is required, import it from @stackframe/emails' });
    await expect(app.deleteEmailTemplate(UNKNOWN)).rejects.toThrow(/No template found with given id/);
  });
});

describe('themes and previews', () => {
  it('lists, creates, reads, updates and deletes themes', async () => {
    const { app, rec } = admin();
    expect((await app.listEmailThemes()).map((t) => t.displayName)).toEqual(['Default Light', 'Default Dark', 'Default Colorful']);
    const { id } = await app.createEmailTheme('Brand');
    expect((await app.listEmailThemes()).at(-1)).toEqual({ id, displayName: 'Brand' });
    const source = `import { Html, Body } from '@react-email/components';\nexport function EmailTheme({ children }) { return <Html><Body><main data-sdk-brand>{children}</main></Body></Html>; }`;
    await app.updateEmailTheme(id, source);
    expect(bodyOf(rec, 'PATCH', `/internal/email-themes/${id}`)).toEqual({ tsx_source: source });
    expect(await app.getEmailTheme(id)).toEqual({ id, displayName: 'Brand', tsxSource: source });
    await expect(app.updateEmailTheme(id, 'export function EmailTheme() { throw new Error("no"); }')).rejects.toBeInstanceOf(KnownErrors.EmailRenderingError);
    await app.deleteEmailTheme(id);
    expect((await app.listEmailThemes()).some((t) => t.id === id)).toBe(false);
    await expect(app.deleteEmailTheme(LIGHT)).rejects.toThrow(/Cannot delete the currently active email theme/);
  });

  it('renders previews from ids or sources', async () => {
    const { app, rec } = admin();
    const html = await app.getEmailPreview({ templateId: VERIFICATION, themeId: false });
    expect(bodyOf(rec, 'POST', '/emails/render-email')).toEqual({ template_id: VERIFICATION, theme_id: false });
    expect(html).toContain('Verify my email');
    expect(html).not.toContain('#f3f4f6');
    const own = await app.getEmailPreview({ templateTsxSource: 'export function EmailTemplate() { return <p>own source</p>; }', themeId: LIGHT });
    expect(own).toContain('own source');
    expect(own).toContain('#f3f4f6');
    await expect(app.getEmailPreview({ templateTsxSource: 'export function EmailTemplate( {' })).rejects.toBeInstanceOf(KnownErrors.EmailRenderingError);
  });
});

describe('sending', () => {
  it('sendTestEmail: ok through a working server, an error Result with the reason otherwise', async () => {
    const { app, rec } = admin();
    const { host, port, username, password } = smtp.emailConfig();
    const to = uniqueEmail('sdk-test');
    const emailConfig = { host, port, username, password, senderName: 'SDK', senderEmail: 'sdk@acme.test' };
    expect(await app.sendTestEmail({ recipientEmail: to, emailConfig })).toEqual({ status: 'ok', data: undefined });
    expect(bodyOf(rec, 'POST', '/internal/send-test-email')).toEqual({
      recipient_email: to,
      email_config: { host, port, username, password, sender_name: 'SDK', sender_email: 'sdk@acme.test' },
    });
    expect(smtp.mailsTo(to).map((m) => m.parsed.subject)).toEqual(['Test Email from Stack Auth']);
    const failed = await app.sendTestEmail({ recipientEmail: to, emailConfig: { ...emailConfig, port: 1 } });
    expect(failed).toEqual({ status: 'error', error: { errorMessage: 'Could not connect to the SMTP server at 127.0.0.1:1: the connection was refused.' } });
  });

  it('sendSignInInvitationEmail mails the invitation; listSentEmails shows it first', async () => {
    const { app } = admin();
    const email = uniqueEmail('sdk-invite');
    await app.sendSignInInvitationEmail(email, 'http://localhost:3000/handler/sign-in');
    const [mail] = await emu.mailbox(email);
    expect(mail?.subject).toBe('You have been invited to sign in to SDK Shared');
    const [latest] = await app.listSentEmails();
    expect(latest).toEqual({ id: expect.any(String), to: [email], recipient: email, subject: mail?.subject, sentAt: expect.any(Date), error: null });
    await expect(app.sendSignInInvitationEmail(email, 'https://evil.example/')).rejects.toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
  });

  it('StackServerApp.sendEmail sends to users and answers ok', async () => {
    const user = await userOf(custom);
    const { app, rec } = server(custom);
    const result = await app.sendEmail({ userIds: [user.id], html: '<p>Hello from the SDK</p>', subject: 'SDK news', notificationCategoryName: 'Transactional' });
    expect(result).toEqual({ status: 'ok', data: undefined });
    expect(bodyOf(rec, 'POST', '/emails/send-email')).toEqual({
      user_ids: [user.id],
      html: '<p>Hello from the SDK</p>',
      subject: 'SDK news',
      notification_category_name: 'Transactional',
    });
    expect(smtp.mailsTo(user.email).map((m) => m.parsed.subject)).toEqual(['SDK news']);
    const log = await admin(custom).app.listSentEmails();
    expect(log[0]).toMatchObject({ to: [`User ID: ${user.id}`], subject: 'SDK news', error: null });
  });

  it('StackServerApp.sendEmail returns RequiresCustomEmailServer, SchemaError and UserIdDoesNotExist as error Results', async () => {
    const shared = await server(emu.project).app.sendEmail({ allUsers: true, html: '<p>x</p>' });
    expect(shared.status === 'error' && shared.error).toBeInstanceOf(KnownErrors.RequiresCustomEmailServer);
    const { app } = server(custom);
    // Both recipients at once: what the types forbid, a plain JavaScript caller can still send.
    const both = await app.sendEmail({ userIds: [], allUsers: true, html: '<p>x</p>' } as unknown as Parameters<typeof app.sendEmail>[0]);
    expect(both.status === 'error' && both.error).toBeInstanceOf(KnownErrors.SchemaError);
    expect(both.status === 'error' && both.error.message).toBe('Exactly one of user_ids or all_users must be provided');
    const unknown = await app.sendEmail({ userIds: [UNKNOWN], templateId: VERIFICATION, variables: { emailVerificationLink: 'https://x' } });
    expect(unknown.status === 'error' && unknown.error).toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
    await expect(app.sendEmail({ userIds: [UNKNOWN], draftId: 'nope' })).rejects.toThrow(/No draft found with given draft_id/);
  });
});
