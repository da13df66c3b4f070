// The official @stackframe/js StackAdminApp and StackServerApp (unmodified) against the emulator's e-mail
// endpoints: templates, themes, previews, the SMTP test e-mail, sign-in invitations, the sent-mail log and
// sendEmail, delivered to a real SMTP server started here. Plus the documented errors as the official SDK meets them.
import { StackAdminApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialServerApp, officialSignedUp } from '../support/official-client';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp';
import { uniqueEmail } from '../support/unique-email';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat mail shared' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;
let smtp: TestSmtpServer;
let custom: Awaited<ReturnType<typeof emu.createProject>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  custom = await emu.createProject({ displayName: 'compat mail custom', config: { email_config: smtp.emailConfig() } });
});
afterAll(() => smtp?.close());

const VERIFICATION = 'e7d009ce-8d47-4528-b245-5bf119f2ffa3';
const LIGHT = '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac';

function officialAdmin(keys: { id: string; secretServerKey: string; superSecretAdminKey: string } = emu.project): StackAdminApp {
  const { id: projectId, secretServerKey, superSecretAdminKey } = keys;
  return new StackAdminApp({ projectId, baseUrl: emu.url, secretServerKey, superSecretAdminKey, tokenStore: 'memory' });
}

describe('official admin app: templates and themes', () => {
  it('lists, creates, updates and deletes templates', async () => {
    const admin = officialAdmin(custom);
    const templates = await admin.listEmailTemplates();
    expect(templates.map((t) => t.displayName), why()).toContain('Email Verification');
    expect(templates.find((t) => t.id === VERIFICATION)?.themeId).toBeUndefined();

    const { id } = await admin.createEmailTemplate('Compat template');
    const source = (await admin.listEmailTemplates()).find((t) => t.id === id)!.tsxSource;
    const { renderedHtml } = await admin.updateEmailTemplate(id, source, LIGHT);
    expect(renderedHtml, why()).toContain('This is a new template');
    expect((await admin.listEmailTemplates()).find((t) => t.id === id)).toEqual({ id, displayName: 'Compat template', tsxSource: source, themeId: LIGHT });
    await admin.deleteEmailTemplate(id);
    expect((await admin.listEmailTemplates()).some((t) => t.id === id), why()).toBe(false);
  });

  it('meets RequiresCustomEmailServer and EmailRenderingError as typed errors', async () => {
    await expect(officialAdmin().createEmailTemplate('Nope')).rejects.toBeInstanceOf(KnownErrors.RequiresCustomEmailServer);
    const broken = officialAdmin(custom).updateEmailTemplate(VERIFICATION, 'export function EmailTemplate( {', null);
    await expect(broken).rejects.toBeInstanceOf(KnownErrors.EmailRenderingError);
  });

  it('lists, creates, updates and deletes themes; previews a template with a theme', async () => {
    const admin = officialAdmin();
    expect((await admin.listEmailThemes()).map((t) => t.displayName), why()).toEqual(['Default Light', 'Default Dark', 'Default Colorful']);
    const { id } = await admin.createEmailTheme('Compat theme');
    const source = `import { Html, Body } from '@react-email/components';\nexport function EmailTheme({ children }) { return <Html><Body><section data-compat-theme>{children}</section></Body></Html>; }`;
    await admin.updateEmailTheme(id, source);
    const preview = await admin.getEmailPreview({ templateId: VERIFICATION, themeId: id });
    expect(preview, why()).toContain('data-compat-theme');
    expect(preview).toContain('Verify my email');
    await admin.deleteEmailTheme(id);
    expect((await admin.listEmailThemes()).some((t) => t.id === id), why()).toBe(false);
    await expect(admin.updateEmailTheme(LIGHT, 'export function EmailTheme( {')).rejects.toBeInstanceOf(KnownErrors.EmailRenderingError);
  });
});

describe('official admin and server apps: sending', () => {
  it('sendTestEmail answers ok or an error Result with errorMessage', async () => {
    const admin = officialAdmin();
    const { host, port, username, password } = smtp.emailConfig();
    const to = uniqueEmail('compat-test-mail');
    const ok = await admin.sendTestEmail({ recipientEmail: to, emailConfig: { host, port, username, password, senderName: 'Compat', senderEmail: 'compat@acme.test' } });
    expect(ok.status, why()).toBe('ok');
    expect(smtp.mailsTo(to).map((m) => m.parsed.subject)).toEqual(['Test Email from Stack Auth']);
    const failed = await admin.sendTestEmail({ recipientEmail: to, emailConfig: { host, port: 1, username, password, senderName: 'C', senderEmail: 'c@acme.test' } });
    expect(failed.status === 'error' && failed.error.errorMessage, why()).toBe('Could not connect to the SMTP server at 127.0.0.1:1: the connection was refused.');
  });

  it('sendSignInInvitationEmail mails the invitation; listSentEmails shows it', async () => {
    const admin = officialAdmin();
    const email = uniqueEmail('compat-invite');
    await admin.sendSignInInvitationEmail(email, 'http://localhost:3000/handler/sign-in');
    expect((await emu.mailbox(email)).map((m) => m.subject), why()).toEqual(['You have been invited to sign in to compat mail shared']);
    const [latest] = await admin.listSentEmails();
    expect(latest, why()).toMatchObject({ to: [email], recipient: email, subject: 'You have been invited to sign in to compat mail shared', error: null });
    expect(latest?.sentAt).toBeInstanceOf(Date);
  });

  it("StackServerApp.sendEmail delivers to the user's primary e-mail, and throws the documented errors", async () => {
    const { user, email } = await officialSignedUp({ ...emu, project: custom } as typeof emu, 'compat-send', 'correct-horse-battery-1');
    const server = officialServerApp({ ...emu, project: custom } as typeof emu);
    await server.sendEmail({ userIds: [user.id], html: '<p>Compat hello</p>', subject: 'Compat news' });
    expect(smtp.mailsTo(email).map((m) => m.parsed.subject), why()).toEqual(['Compat news']);
    // The newer delivery-info endpoint the official SDK reads around sendEmail.
    const stats = await server.getEmailDeliveryStats();
    expect(stats.stats.hour.sent, why()).toBe(1);

    await expect(officialServerApp(emu).sendEmail({ allUsers: true, html: '<p>x</p>' })).rejects.toBeInstanceOf(KnownErrors.RequiresCustomEmailServer);
    await expect(server.sendEmail({ userIds: ['00000000-0000-4000-8000-000000000000'], html: '<p>x</p>' })).rejects.toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
  });
});
