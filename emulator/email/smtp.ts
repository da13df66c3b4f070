// Delivery through a project's own SMTP server (a "standard" e-mail config) with nodemailer: in production
// mode to a checked public address only, and failures told in our words (the server's text is logged only).
import { isIP } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import { NonPublicAddressError, resolveTarget, type Resolver, type TargetPolicy } from '../net/public-address';

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

/** How to reach the server: the mode's address policy, the time limit, and (for tests) the name resolver. */
export interface SmtpOptions {
  policy: TargetPolicy;
  timeoutMs?: number;
  resolver?: Resolver;
}

/**
 * Where nodemailer connects. Production mode: the address resolveTarget checked (never a second DNS answer),
 * with the name kept for TLS (SNI and the certificate check). Development mode: the host as given.
 */
async function connectTarget(host: string, options: SmtpOptions): Promise<{ host: string; servername?: string }> {
  if (!options.policy.publicOnly) return { host };
  const [checked] = await resolveTarget(host, options.policy, options.resolver);
  const name = host.replace(/^\[(.*)\]$/, '$1');
  return isIP(name) === 0 ? { host: checked!.address, servername: name } : { host: checked!.address };
}

/** Sends one message; rejects with nodemailer's error (refused connection, bad login, rejected recipient…) or a NonPublicAddressError. */
export async function sendSmtp(settings: SmtpSettings, message: SmtpMessage, options: SmtpOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let transport: Transporter | undefined;
  const send = async () => {
    const target = await connectTarget(settings.host, options);
    transport = createTransport({
      host: target.host,
      port: settings.port,
      ...(target.servername === undefined ? {} : { servername: target.servername, tls: { servername: target.servername } }),
      // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when the server offers it.
      secure: settings.port === 465,
      ...(settings.username || settings.password ? { auth: { user: settings.username, pass: settings.password } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    await transport.sendMail({ from: { name: settings.sender_name, address: settings.sender_email }, ...message });
  };
  try {
    await Promise.race([
      send(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error(`No answer within ${timeoutMs / 1000} s`), { code: 'ETIMEDOUT' })), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    transport?.close();
  }
}

/** Why a delivery failed: a code from a fixed set and our sentence for it. */
export interface SmtpFailure {
  code: string;
  words: string;
}

/**
 * Our words for a failed delivery, never the server's: its greeting or replies may be anything (a local
 * SSH banner, another service's data), so they go only to the emulator's log (errorForLog).
 */
export function smtpFailure(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): SmtpFailure {
  if (error instanceof NonPublicAddressError) return { code: error.code, words: `The SMTP server was not contacted: ${error.message}` };
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const where = `${settings.host}:${settings.port}`;
  const text = typeof message === 'string' ? message : '';
  // nodemailer wraps socket and DNS failures (ESOCKET, EDNS); the system error code is in the message.
  const system = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\b/.exec(text)?.[1];
  const tls = /certificate|\bSSL\b|\bTLS\b|wrong version number/i.test(text) && code === 'ESOCKET' ? 'ETLS' : undefined;
  const key = system ?? tls ?? (typeof code === 'string' ? code : 'UNKNOWN');
  const words = ((): string => {
    switch (key) {
      case 'ECONNREFUSED':
        return `Could not connect to the SMTP server at ${where}: the connection was refused.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
      case 'EDNS':
        return `Could not find the SMTP server ${settings.host}: the host name does not resolve.`;
      case 'ETIMEDOUT':
      case 'ETIMEOUT':
        return `The SMTP server at ${where} did not answer in time.`;
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `Could not reach the SMTP server at ${where}.`;
      case 'ECONNECTION':
      case 'ECONNRESET':
        return `The SMTP server at ${where} closed the connection unexpectedly.`;
      case 'EPROTOCOL':
      case 'EHLO':
        return `The server at ${where} did not answer as an SMTP server.`;
      case 'ETLS':
      case 'EREQUIRETLS':
        return `The TLS connection to the SMTP server at ${where} failed (check the port and the server's certificate).`;
      case 'EAUTH':
      case 'ENOAUTH':
        return 'The SMTP server rejected the username or password.';
      case 'EENVELOPE':
        return 'The SMTP server rejected the sender or recipient.';
      case 'EMESSAGE':
      case 'ESTREAM':
        return 'The SMTP server rejected the message.';
      case 'ESOCKET':
        return `The connection to the SMTP server at ${where} failed.`;
      default:
        return `Sending through the SMTP server at ${where} failed.`;
    }
  })();
  return { code: key, words };
}

/** A person-readable reason for a failed delivery (the test e-mail's `error_message`). */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): string {
  return smtpFailure(error, settings).words;
}
