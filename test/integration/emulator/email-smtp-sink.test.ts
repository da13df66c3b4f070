// The dev mailbox's sender and the SMTP sink: mails of the shared e-mail server are recorded with their
// From (`<project name> <noreply@example.com>`, as Stack's dev setup sends them); a project whose own SMTP
// server points at the emulator's loopback sink has its mails land in the same dev mailbox, From included.
// The sink speaks only SMTP: a line that looks like an HTTP request (a web page POSTing to it) ends the
// connection before anything is recorded.
import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, serverHeaders, uniqueEmail, type Keys } from './helpers';

const CALLBACK = 'http://localhost:3000/handler/email-verification';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until the peer closes the socket (true) or the time is up (false); collects what it said. */
function closedBy(socket: Socket, ms: number): Promise<{ closed: boolean; said: string }> {
  let said = '';
  socket.on('data', (d: Buffer) => (said += d.toString('utf8')));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ closed: false, said }), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, said });
    });
  });
}

async function signUpWithMail(emu: Pick<RunningEmulator, 'url'>, keys: Keys, email = uniqueEmail('sink')) {
  const res = await call(emu, '/auth/password/sign-up', {
    headers: clientHeaders(keys),
    body: { email, password: 'correct-horse-1', verification_callback_url: CALLBACK },
  });
  expect(res.status, res.text).toBe(200);
  return { email, userId: res.json.user_id as string };
}

describe('the dev mailbox records the sender', () => {
  const emu = useEmulator({ project: { displayName: 'Sender Shown' } });

  it("shared e-mail server: From is the project's name at noreply@example.com", async () => {
    const { email } = await signUpWithMail(emu, emu.project);
    const [mail] = await emu.mailbox(email);
    expect(mail?.subject).toBe('Verify your email at Sender Shown');
    expect(mail?.from).toBe('Sender Shown <noreply@example.com>');
    const res = await fetch(`${emu.url}/emulator/mailbox/${encodeURIComponent(email)}`);
    expect(((await res.json()) as { from: string }[])[0]?.from).toBe('Sender Shown <noreply@example.com>');
  });
});

describe('the SMTP sink', () => {
  let emu: RunningEmulator;
  let sinkPort: number;
  let keys: Keys;
  beforeAll(async () => {
    sinkPort = await freePort();
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true, smtpSinkPort: sinkPort });
    const config = { type: 'standard', host: 'localhost', port: sinkPort, username: 'any', password: 'any', sender_name: 'Sink Sender', sender_email: 'mailer@acme.test' };
    keys = await emu.createProject({ displayName: 'Sink Project', config: { email_config: config } });
  });
  afterAll(() => emu?.close());

  it('listens on the given port and puts every mail it gets into the dev mailbox, with its sender', async () => {
    expect(emu.smtpSinkPort).toBe(sinkPort);
    const { email, userId } = await signUpWithMail(emu, keys);
    const res = await call(emu, '/emails/send-email', {
      headers: serverHeaders(keys),
      body: { user_ids: [userId], html: '<p data-sink="1">Hello over SMTP</p>', subject: 'Through the sink' },
    });
    expect(res.status, res.text).toBe(200);
    const mails = await emu.mailbox(email);
    expect(mails.map((m) => m.subject)).toEqual(['Verify your email at Sink Project', 'Through the sink']);
    expect(mails[1]).toMatchObject({ to: email, from: 'Sink Sender <mailer@acme.test>' });
    expect(mails[1]!.html).toContain('data-sink="1"');
    expect(mails[1]!.text).toContain('Hello over SMTP');
  });

  it('closes the connection on a line that looks like an HTTP request and records nothing', async () => {
    const victim = uniqueEmail('cross-protocol');
    const socket = new Socket();
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.connect(sinkPort, '127.0.0.1', resolve);
    });
    const outcome = closedBy(socket, 3000);
    // What a page's fetch() would send, with SMTP commands in its body.
    socket.write(`POST /x HTTP/1.1\r\nHost: localhost:${sinkPort}\r\nContent-Type: text/plain\r\n\r\n`);
    socket.write(`HELO evil\r\nMAIL FROM:<evil@attacker.test>\r\nRCPT TO:<${victim}>\r\nDATA\r\nSubject: injected\r\n\r\nhi\r\n.\r\nQUIT\r\n`);
    const { closed } = await outcome;
    socket.destroy();
    expect(closed).toBe(true);
    expect(await emu.mailbox(victim)).toEqual([]);
  });
});

describe('where the sink listens', () => {
  it('by default on the API port + 27 when the API port is fixed; off on a random API port and in production', async () => {
    let apiPort = await freePort();
    // The default needs both ports free; look for such a pair below 65508.
    for (let i = 0; i < 20 && (apiPort > 65_000 || !(await isFree(apiPort + 27))); i++) apiPort = await freePort();
    const fixed = await startEmulator({ port: apiPort, inMemory: true });
    try {
      expect(fixed.smtpSinkPort).toBe(apiPort + 27);
      expect(await isFree(apiPort + 27)).toBe(false);
    } finally {
      await fixed.close();
    }
    expect(await isFree(apiPort + 27)).toBe(true);
    const random = await startEmulator({ port: 0, inMemory: true });
    try {
      expect(random.smtpSinkPort).toBeNull();
    } finally {
      await random.close();
    }
    const sinkPort = await freePort();
    const production = await startEmulator({ port: 0, inMemory: true, production: true, smtpSinkPort: sinkPort });
    try {
      expect(production.smtpSinkPort).toBeNull();
      expect(await isFree(sinkPort)).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('starts without the sink when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const emu = await startEmulator({ port: 0, inMemory: true, smtpSinkPort: taken });
      expect(emu.smtpSinkPort).toBeNull();
      await emu.close();
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
