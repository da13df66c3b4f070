// Sending e-mail over HTTP (PROTOCOL.md §5.21): a project with a standard e-mail config delivers its mails
// to its SMTP server (a real one started here), rendered from its templates; send-email, the test e-mail,
// the sign-in invitation, the sent-mail log; failed renders and deliveries are logged and lose nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { startTestSmtpServer, SMTP_USER, type TestSmtpServer } from '../../support/smtp';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type Keys } from './helpers';

const emu = useEmulator({ project: { displayName: 'Shared Mail' } });
let smtp: TestSmtpServer;
let custom: Keys;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  custom = await emu.createProject({ displayName: 'Acme Mail', config: { email_config: smtp.emailConfig() } });
});
afterAll(() => smtp?.close());

const VERIFICATION = 'e7d009ce-8d47-4528-b245-5bf119f2ffa3';
const CALLBACK = 'http://localhost:3000/handler/email-verification';
const closedPort = { type: 'standard', host: '127.0.0.1', port: 1, username: 'u', password: 'p', sender_name: 'Nobody', sender_email: 'no@acme.test' };

const sentLog = async (keys: Keys) => (await call(emu, '/internal/emails', { headers: adminHeaders(keys) })).json.items as {
  id: string;
  to: string[];
  subject: string;
  error: string | null;
  sent_at_millis: number;
}[];

async function signUpWithMail(keys: Keys, email = uniqueEmail('smtp')) {
  const res = await call(emu, '/auth/password/sign-up', {
    headers: clientHeaders(keys),
    body: { email, password: 'correct-horse-1', verification_callback_url: CALLBACK },
  });
  expect(res.status, res.text).toBe(200);
  return { email, userId: res.json.user_id as string };
}

const sendEmail = (keys: Keys, body: Record<string, unknown>) => call(emu, '/emails/send-email', { headers: serverHeaders(keys), body });

describe('delivery over the project SMTP server', () => {
  it('delivers the sign-up verification mail with the rendered subject, the link, the sender and the login', async () => {
    const { email } = await signUpWithMail(custom);
    const [mail] = smtp.mailsTo(email);
    expect(mail, 'no mail reached the SMTP server').toBeDefined();
    expect(mail!.parsed.subject).toBe('Verify your email at Acme Mail');
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Acme Mailer', address: 'noreply@acme.test' }]);
    expect(mail!.from).toBe('noreply@acme.test');
    expect(mail!.user).toBe(SMTP_USER);
    const link = /(http:\/\/localhost:3000\/handler\/email-verification\?code=[0-9a-z]{45})/.exec(mail!.parsed.text ?? '')?.[1];
    expect(link, mail!.parsed.text).toBeDefined();
    expect(mail!.parsed.html).toContain(`href="${link}"`);
    // The dev mailbox is for the shared server only.
    expect(await emu.mailbox(email)).toEqual([]);
    const [logged] = await sentLog(custom);
    expect(logged).toMatchObject({ to: [email], subject: 'Verify your email at Acme Mail', error: null });
  });

  it("uses the project's edited template", async () => {
    const source = `import { Text } from '@react-email/components';
import { NotificationCategory, Subject } from '@stackframe/emails';
export function EmailTemplate({ project, variables }) {
  return (<><Subject value={'Confirm for ' + project.displayName} /><NotificationCategory value="Transactional" />
    <Text>Custom body <a href={variables.emailVerificationLink}>confirm</a></Text></>);
}
EmailTemplate.PreviewVariables = { emailVerificationLink: 'https://example.com/x' };`;
    const saved = await call(emu, `/internal/email-templates/${VERIFICATION}`, { method: 'PATCH', headers: adminHeaders(custom), body: { tsx_source: source } });
    expect(saved.status, saved.text).toBe(200);
    const { email } = await signUpWithMail(custom);
    const [mail] = smtp.mailsTo(email);
    expect(mail?.parsed.subject).toBe('Confirm for Acme Mail');
    expect(mail?.parsed.text).toMatch(/Custom body confirm http:\/\/localhost:3000\/handler\/email-verification\?code=[0-9a-z]{45}/);
  });

  it('logs a failed delivery as a send error; the sign-up still succeeds', async () => {
    const broken = await emu.createProject({ displayName: 'No SMTP', config: { email_config: closedPort } });
    const { email, userId } = await signUpWithMail(broken);
    const user = await call(emu, `/users/${userId}`, { headers: serverHeaders(broken) });
    expect(user.json.primary_email).toBe(email);
    const [logged] = await sentLog(broken);
    expect(logged?.to).toEqual([email]);
    expect(logged?.subject).toBe('Verify your email at No SMTP');
    expect(logged?.error).toMatch(/^Send error: .*ECONNREFUSED/);
  });

  it('logs a failed render as a render error; the sign-up still succeeds and nothing is delivered', async () => {
    const project = await emu.createProject({ displayName: 'Picky', config: { email_config: smtp.emailConfig() } });
    // The preview user has a name; a new sign-up has none, so only the real mail fails.
    const source = `import { NotificationCategory, Subject } from '@stackframe/emails';
export function EmailTemplate({ user }) {
  if (!user.displayName) throw new Error('nameless recipient');
  return (<><Subject value="Hi" /><NotificationCategory value="Transactional" /><p>{user.displayName}</p></>);
}`;
    expect((await call(emu, `/internal/email-templates/${VERIFICATION}`, { method: 'PATCH', headers: adminHeaders(project), body: { tsx_source: source } })).status).toBe(200);
    const { email } = await signUpWithMail(project);
    expect(smtp.mailsTo(email)).toEqual([]);
    const [logged] = await sentLog(project);
    expect(logged).toMatchObject({ to: [email], subject: '', error: 'Render error: nameless recipient' });
  });
});

describe('POST /emails/send-email', () => {
  it('mails HTML to users by id at their primary e-mail, themed, and logs it per user', async () => {
    const a = await signUpWithMail(custom);
    const b = await signUpWithMail(custom);
    const res = await sendEmail(custom, { user_ids: [a.userId, b.userId], html: '<p data-news="1">Big news</p>', subject: 'News!' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ results: [{ user_id: a.userId }, { user_id: b.userId }] });
    for (const who of [a, b]) {
      const mail = smtp.mailsTo(who.email).at(-1);
      expect(mail?.parsed.subject).toBe('News!');
      expect(mail?.parsed.html).toContain('data-news="1"');
      expect(mail?.parsed.html).toContain('#f3f4f6');
    }
    const log = await sentLog(custom);
    expect(log.slice(0, 2).map((m) => [m.to, m.subject, m.error])).toEqual([
      [[`User ID: ${b.userId}`], 'News!', null],
      [[`User ID: ${a.userId}`], 'News!', null],
    ]);
    expect(log[0]!.sent_at_millis).toBeGreaterThanOrEqual(log[1]!.sent_at_millis);
  });

  it('mails a template with variables, without a theme when theme_id is false', async () => {
    const created = await call(emu, '/internal/email-templates', { headers: adminHeaders(custom), body: { display_name: 'Digest' } });
    const { userId, email } = await signUpWithMail(custom);
    const res = await sendEmail(custom, { user_ids: [userId], template_id: created.json.id, variables: { message: 'Your weekly digest' }, theme_id: false });
    expect(res.status, res.text).toBe(200);
    const mail = smtp.mailsTo(email).at(-1);
    expect(mail?.parsed.subject).toBe('News from Acme Mail');
    expect(mail?.parsed.text).toContain('Your weekly digest');
    expect(mail?.parsed.html).not.toContain('#f3f4f6');
  });

  it('mails all users; a user who turned Marketing off does not get Marketing mail', async () => {
    const project = await emu.createProject({ displayName: 'Everyone', config: { email_config: smtp.emailConfig() } });
    const keen = await signUp(emu, project);
    const tired = await signUp(emu, project);
    const marketing = '4f6f8873-3d04-46bd-8bef-18338b1a1b4c';
    const off = await call(emu, `/emails/notification-preference/${tired.user_id}/${marketing}`, { method: 'PATCH', headers: serverHeaders(project), body: { enabled: false } });
    expect(off.status).toBe(200);
    const res = await sendEmail(project, { all_users: true, html: '<p>Sale</p>', subject: 'Sale', notification_category_name: 'Marketing' });
    expect(res.json.results.map((r: { user_id: string }) => r.user_id).sort()).toEqual([keen.user_id, tired.user_id].sort());
    expect(smtp.mailsTo(keen.email).map((m) => m.parsed.subject)).toEqual(['Sale']);
    expect(smtp.mailsTo(tired.email)).toEqual([]);
  });

  it('answers the documented errors', async () => {
    const { userId } = await signUpWithMail(custom);
    expectKnownError(await sendEmail(emu.project, { user_ids: [userId], html: '<p>x</p>' }), 'REQUIRES_CUSTOM_EMAIL_SERVER', 400);
    for (const body of [{ html: '<p>x</p>' }, { user_ids: [userId], all_users: true, html: '<p>x</p>' }]) {
      const error = expectKnownError(await sendEmail(custom, body), 'SCHEMA_ERROR', 400);
      expect(error.error).toBe('Exactly one of user_ids or all_users must be provided');
    }
    // The body is one of three shapes (html, template_id, draft_id): a body that fits none is told per shape.
    const union = (...shapes: string[][]) =>
      ['Request validation failed on POST /api/v1/emails/send-email:', '  - body is not matched by any of the provided schemas:', ...shapes.flatMap((lines, i) => [`    Schema ${i}:`, ...lines.map((l) => `      ${l}`)])].join('\n');
    const none = expectKnownError(await sendEmail(emu.project, { user_ids: [userId], subject: 'S' }), 'SCHEMA_ERROR', 400);
    expect(none.error).toBe(union(['body.html must be defined'], ['body.template_id must be defined'], ['body.draft_id must be defined']));
    expect(none.details).toEqual({ message: none.error });
    const badTheme = expectKnownError(await sendEmail(custom, { user_ids: [userId], html: '<p>x</p>', theme_id: 'no-such-theme' }), 'SCHEMA_ERROR', 400);
    const unknownHtml = 'body contains unknown properties: html';
    expect(badTheme.error).toBe(
      union(['body.theme_id is invalid'], ['body.template_id must be defined', 'body.theme_id is invalid', unknownHtml], ['body.draft_id must be defined', 'body.theme_id is invalid', unknownHtml]),
    );
    const both = expectKnownError(await sendEmail(custom, { user_ids: [userId], html: '<p>x</p>', template_id: VERIFICATION }), 'SCHEMA_ERROR', 400);
    expect(both.error).toBe(
      union(['body contains unknown properties: template_id'], [unknownHtml], ['body.draft_id must be defined', 'body contains unknown properties: html, template_id']),
    );
    const unknownUser = '00000000-0000-4000-8000-000000000000';
    const missing = expectKnownError(await sendEmail(custom, { user_ids: [userId, unknownUser], html: '<p>x</p>' }), 'USER_ID_DOES_NOT_EXIST', 400);
    expect(missing.details).toEqual({ user_id: unknownUser });
    const texts = [
      [{ user_ids: [userId], html: 'x', notification_category_name: 'Gossip' }, 'Notification category not found with given name'],
      [{ user_ids: [userId], template_id: unknownUser }, 'No template found with given template_id'],
      [{ user_ids: [userId], draft_id: 'd1' }, 'No draft found with given draft_id'],
    ] as const;
    for (const [body, text] of texts) {
      const res = await sendEmail(custom, body);
      expect({ status: res.status, text: res.text }).toEqual({ status: 400, text });
    }
    expectKnownError(await call(emu, '/emails/send-email', { headers: clientHeaders(custom), body: { user_ids: [userId], html: 'x' } }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('POST /internal/send-test-email', () => {
  const config = () => {
    const { type: _type, ...rest } = smtp.emailConfig();
    return rest;
  };

  it('sends "Test Email from Stack Auth" through the given server and answers success', async () => {
    const to = uniqueEmail('test-mail');
    const res = await call(emu, '/internal/send-test-email', { headers: adminHeaders(emu.project), body: { recipient_email: to, email_config: config() } });
    expect({ status: res.status, json: res.json }).toEqual({ status: 200, json: { success: true } });
    expect(smtp.mailsTo(to).map((m) => m.parsed.subject)).toEqual(['Test Email from Stack Auth']);
  });

  it('answers 200 with success false and a readable reason when delivery fails', async () => {
    const { type: _type, ...unreachable } = closedPort;
    const res = await call(emu, '/internal/send-test-email', { headers: adminHeaders(emu.project), body: { recipient_email: 'x@example.com', email_config: unreachable } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: false, error_message: 'Could not connect to the SMTP server at 127.0.0.1:1: the connection was refused.' });
    const badLogin = await call(emu, '/internal/send-test-email', {
      headers: adminHeaders(emu.project),
      body: { recipient_email: 'x@example.com', email_config: { ...config(), password: 'wrong' } },
    });
    expect(badLogin.json.success).toBe(false);
    expect(badLogin.json.error_message).toMatch(/^The SMTP server rejected the username or password/);
  });

  it('validates the body', async () => {
    const res = await call(emu, '/internal/send-test-email', { headers: adminHeaders(emu.project), body: { recipient_email: 'x@example.com', email_config: { host: 'h' } } });
    expectKnownError(res, 'SCHEMA_ERROR', 400);
  });
});

describe('POST /internal/send-sign-in-invitation', () => {
  it('mails the sign-in invitation with the callback URL as the link (no code) to the dev mailbox', async () => {
    const email = uniqueEmail('invited');
    const url = 'http://localhost:3000/handler/sign-up?from=invite';
    const res = await call(emu, '/internal/send-sign-in-invitation', { headers: serverHeaders(emu.project), body: { email, callback_url: url } });
    expect({ status: res.status, json: res.json }).toEqual({ status: 200, json: { success: true } });
    const [mail] = await emu.mailbox(email);
    expect(mail?.subject).toBe('You have been invited to sign in to Shared Mail');
    expect(mail?.text).toContain(`Sign in ${url}\n`);
    expect(mail?.text).toContain('Shared Mail invites you to sign in to Shared Mail.');
    expect((await sentLog(emu.project))[0]).toMatchObject({ to: [email], subject: mail?.subject, error: null });
  });

  it('refuses an untrusted callback and client access', async () => {
    const body = { email: uniqueEmail('invited'), callback_url: 'https://evil.example/' };
    expectKnownError(await call(emu, '/internal/send-sign-in-invitation', { headers: serverHeaders(emu.project), body }), 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expect(await emu.mailbox(body.email)).toEqual([]);
    const client = await call(emu, '/internal/send-sign-in-invitation', { headers: clientHeaders(emu.project), body });
    expectKnownError(client, 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('GET /emails/delivery-info', () => {
  it('counts the mails sent without error', async () => {
    const project = await emu.createProject({ displayName: 'Counted', config: { email_config: smtp.emailConfig() } });
    await signUpWithMail(project);
    const res = await call(emu, '/emails/delivery-info', { headers: serverHeaders(project) });
    expect(res.status).toBe(200);
    expect(res.json.stats.hour).toEqual({ sent: 1, bounced: 0, marked_as_spam: 0 });
    expect(res.json.capacity.is_boost_active).toBe(false);
  });
});
