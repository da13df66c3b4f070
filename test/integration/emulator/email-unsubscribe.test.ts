// Unsubscribe links (as the real API sends them): a mail to a user in a category the user may turn off
// (Marketing) is rendered a second time with an unsubscribe link, `<api>/api/v1/emails/unsubscribe-link?code=…`,
// which the theme shows; opening it turns that category off for that user (200 HTML), once; a
// Transactional mail has none. Bad or unknown codes get the text 400 and the known errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, uniqueEmail, type Keys } from './helpers';

const emu = useEmulator({ project: { displayName: 'Unsubscribe' } });
let smtp: TestSmtpServer;
let keys: Keys;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  keys = await emu.createProject({ displayName: 'Newsletter', config: { email_config: smtp.emailConfig() } });
});
afterAll(() => smtp?.close());

const MARKETING = '4f6f8873-3d04-46bd-8bef-18338b1a1b4c';
const LINK = /href="([^"]*\/api\/v1\/emails\/unsubscribe-link\?code=[^"]+)"/;

async function userWithMail() {
  const email = uniqueEmail('news');
  const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(keys), body: { email, password: 'correct-horse-1' } });
  expect(res.status, res.text).toBe(200);
  return { email, userId: res.json.user_id as string };
}

async function mail(userId: string, email: string, body: Record<string, unknown>) {
  const res = await call(emu, '/emails/send-email', { headers: serverHeaders(keys), body: { user_ids: [userId], ...body } });
  expect(res.status, res.text).toBe(200);
  return smtp.mailsTo(email).at(-1);
}

const marketingTemplate = `import { Container } from '@react-email/components';
import { Subject, NotificationCategory } from '@stackframe/emails';
export function EmailTemplate() {
  return <Container><Subject value="Weekly news" /><NotificationCategory value="Marketing" /><p>News!</p></Container>;
}`;

describe('unsubscribe links', () => {
  it('a Marketing mail carries a link that turns Marketing off for its user, once', async () => {
    const { email, userId } = await userWithMail();
    const sent = await mail(userId, email, { html: '<p>Big sale</p>', subject: 'Sale', notification_category_name: 'Marketing' });
    const link = LINK.exec(sent?.parsed.html || '')?.[1]?.replace(/&amp;/g, '&');
    expect(link, sent?.parsed.html || 'no mail').toBeDefined();
    expect(link!.startsWith(`${emu.url}/api/v1/emails/unsubscribe-link?code=`)).toBe(true);
    expect(sent?.parsed.text).toContain(link!);
    const opened = await fetch(link!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(await opened.text()).toBe('<p>Successfully unsubscribed from notification group</p>');
    const prefs = await call(emu, `/emails/notification-preference/${userId}`, { headers: adminHeaders(keys) });
    expect(prefs.json.items.find((p: { notification_category_id: string }) => p.notification_category_id === MARKETING)?.enabled).toBe(false);
    const again = await fetch(link!);
    expect([again.status, await again.text()]).toEqual([200, '<p>You have already unsubscribed from this notification group</p>']);
  });

  it('a template declaring Marketing gets the link too (rendered twice); a Transactional mail none', async () => {
    const { email, userId } = await userWithMail();
    const created = await call(emu, '/internal/email-templates', { headers: adminHeaders(keys), body: { display_name: 'News' } });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as string;
    const saved = await call(emu, `/internal/email-templates/${id}`, { method: 'PATCH', headers: adminHeaders(keys), body: { tsx_source: marketingTemplate } });
    expect(saved.status, saved.text).toBe(200);
    const news = await mail(userId, email, { template_id: id });
    expect(news?.parsed.subject).toBe('Weekly news');
    expect(news?.parsed.html).toMatch(LINK);
    const receipt = await mail(userId, email, { html: '<p>Receipt</p>', subject: 'Receipt', notification_category_name: 'Transactional' });
    expect(receipt?.parsed.subject).toBe('Receipt');
    expect(receipt?.parsed.html).not.toContain('unsubscribe-link');
  });

  it('answers a text 400 for a malformed code and the known errors for an unknown one', async () => {
    const bad = await fetch(`${emu.url}/api/v1/emails/unsubscribe-link?code=short`);
    expect([bad.status, await bad.text()]).toEqual([400, 'Invalid code']);
    const missing = await fetch(`${emu.url}/api/v1/emails/unsubscribe-link`);
    expect(missing.status).toBe(400);
    const unknown = await call(emu, `/emails/unsubscribe-link?code=${'a'.repeat(45)}`);
    expectKnownError(unknown, 'VERIFICATION_CODE_NOT_FOUND', 404);
  });
});
