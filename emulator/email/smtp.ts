// Delivery through a project's own SMTP server (a "standard" e-mail config) with nodemailer.
import { createTransport } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  sender_name: string;
  sender_email: string;
}

export interface SmtpMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Connection, greeting and socket limit; also the whole test e-mail's limit (PROTOCOL.md §5.21). */
export const SMTP_TIMEOUT_MS = 10_000;

/** Sends one message; rejects with nodemailer's error (refused connection, bad login, rejected recipient…). */
export async function sendSmtp(settings: SmtpSettings, message: SmtpMessage, timeoutMs = SMTP_TIMEOUT_MS): Promise<void> {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when the server offers it.
    secure: settings.port === 465,
    ...(settings.username || settings.password ? { auth: { user: settings.username, pass: settings.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      transport.sendMail({ from: { name: settings.sender_name, address: settings.sender_email }, ...message }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The SMTP server did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/** A person-readable reason for a failed delivery (the test e-mail's `error_message`). */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const where = `${settings.host}:${settings.port}`;
  // nodemailer wraps socket and DNS failures (ESOCKET, EDNS); the system error code is in the message.
  const system = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT)\b/.exec(message ?? '')?.[1];
  switch (system ?? code) {
    case 'ECONNREFUSED':
      return `Could not connect to the SMTP server at ${where}: the connection was refused.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EDNS':
      return `Could not find the SMTP server ${settings.host}: the host name does not resolve.`;
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
    case 'ECONNECTION':
      return `Could not connect to the SMTP server at ${where}: ${message ?? 'the connection failed'}.`;
    case 'EAUTH':
      return `The SMTP server rejected the username or password: ${message ?? 'authentication failed'}.`;
    case 'EENVELOPE':
      return `The SMTP server rejected the sender or recipient: ${message ?? 'envelope rejected'}.`;
    default:
      return message ?? String(error);
  }
}
