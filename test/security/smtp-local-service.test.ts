// Issue 29: a project admin must not read local services through the SMTP test e-mail or a project's
// SMTP config. A failure is reported in our own words (never the remote server's text); in production
// mode loopback and private SMTP hosts are refused before any connection is made.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSmtpError, sendSmtp } from '../../emulator/email/smtp';
import type { Resolver } from '../../emulator/net/public-address';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { adminHeaders, call, clientHeaders } from '../integration/emulator/helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp';

const BANNER = 'SSH-2.0-OpenSSH_9.9 secret-banner\r\n';

let banner: Server;
let bannerPort: number;
let connections = 0;
const sockets = new Set<Socket>();
let smtp: TestSmtpServer;
beforeAll(async () => {
  banner = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.end(BANNER);
  });
  await new Promise<void>((resolve) => banner.listen(0, '127.0.0.1', resolve));
  bannerPort = (banner.address() as AddressInfo).port;
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => banner.close(() => resolve()));
  await smtp?.close();
});

const bannerConfig = (host = '127.0.0.1') => ({
  host,
  port: bannerPort,
  username: 'u',
  password: 'p',
  sender_name: 'Probe',
  sender_email: 'probe@acme.test',
});

async function sendTestEmail(emu: RunningEmulator, config: Record<string, unknown>) {
  const project = await emu.createProject();
  const res = await call(emu, '/internal/send-test-email', { headers: adminHeaders(project), body: { recipient_email: 'x@example.com', email_config: config } });
  expect(res.status, res.text).toBe(200);
  return res.json as { success: boolean; error_message?: string };
}

describe('development mode: failures in our words', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  });
  afterAll(() => emu?.close());

  it('a test e-mail to a local non-SMTP service does not answer with its banner', async () => {
    const before = connections;
    const answer = await sendTestEmail(emu, bannerConfig());
    expect(connections).toBe(before + 1);
    expect(answer.success).toBe(false);
    expect(answer.error_message).not.toMatch(/SSH|secret-banner/);
    expect(answer.error_message).toMatch(/^The server at 127\.0\.0\.1:\d+ did not answer as an SMTP server\.$/);
  });

  it('a failed login says so without the SMTP server’s own text', async () => {
    const answer = await sendTestEmail(emu, { ...smtp.emailConfig(), type: undefined, password: 'wrong' });
    expect(answer.success).toBe(false);
    expect(answer.error_message).toBe('The SMTP server rejected the username or password.');
  });

  it('the sent-mail log of a project mail does not keep the banner either', async () => {
    const project = await emu.createProject({ config: { email_config: { type: 'standard', ...bannerConfig() } } });
    const signUp = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(project),
      body: { email: 'banner@example.com', password: 'correct-horse-1', verification_callback_url: 'http://localhost:3000/handler/email-verification' },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const log = await call(emu, '/internal/emails', { headers: adminHeaders(project) });
    const [entry] = log.json.items as { error: string | null }[];
    expect(entry?.error).toMatch(/^Send error: The server at 127\.0\.0\.1:\d+ did not answer as an SMTP server\./);
    expect(log.text).not.toMatch(/SSH-2\.0|secret-banner/);
  });
});

describe('production mode: private SMTP hosts are refused before connecting', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true, production: true });
  });
  afterAll(() => emu?.close());

  it.each(['127.0.0.1', 'localhost', '::ffff:7f00:1', '2130706433'])('refuses the test e-mail to %s', async (host) => {
    const before = connections;
    const answer = await sendTestEmail(emu, bannerConfig(host));
    expect(answer.success).toBe(false);
    expect(answer.error_message).toMatch(/is not a public address/);
    expect(answer.error_message).not.toMatch(/SSH|secret-banner/);
    expect(connections).toBe(before);
  });
});

describe('production mode: a name is judged on what it resolves to, before connecting', () => {
  // A name only the injected resolver knows; nodemailer is handed the checked address, never the name to resolve again.
  const rebound = (address: string): Resolver => async () => [{ address, family: address.includes(':') ? 6 : 4 }];
  const message = { to: 'x@example.com', subject: 'probe', text: 'probe', html: '<p>probe</p>' };

  it.each(['127.0.0.1', '::1', '192.168.10.20'])('refuses mail.rebind.test resolving to %s, and nothing connects', async (address) => {
    const before = connections;
    const settings = { ...bannerConfig('mail.rebind.test') };
    const sent = sendSmtp(settings, message, { policy: { publicOnly: true }, resolver: rebound(address) });
    const error: unknown = await sent.catch((caught: unknown) => caught);
    expect(describeSmtpError(error, settings)).toBe(
      `The SMTP server was not contacted: mail.rebind.test resolves to ${address}, which is not a public address; production mode connects only to public addresses.`,
    );
    expect(connections).toBe(before);
  });
});
