// A real SMTP server for tests (smtp-server on a free port, mails parsed with mailparser): what a project
// with a standard e-mail config delivers to. A mail is recorded before the server accepts it, so it is
// there as soon as the emulator's request that sent it has answered.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** The username the client logged in with. */
  user: string | null;
}

export interface TestSmtpServer {
  port: number;
  readonly mails: ReceivedMail[];
  /** Mails whose envelope is addressed to `email`, oldest first. */
  mailsTo(email: string): ReceivedMail[];
  /** A standard e-mail config (wire form) pointing at this server. */
  emailConfig(): { type: 'standard'; host: string; port: number; username: string; password: string; sender_name: string; sender_email: string };
  close(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp-secret';

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            parsed,
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            user: typeof session.user === 'string' ? session.user : null,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    port,
    mails,
    mailsTo: (email) => mails.filter((m) => m.to.includes(email.toLowerCase()) || m.to.includes(email)),
    emailConfig: () => ({
      type: 'standard',
      host: '127.0.0.1',
      port,
      username: SMTP_USER,
      password: SMTP_PASSWORD,
      sender_name: 'Acme Mailer',
      sender_email: 'noreply@acme.test',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
