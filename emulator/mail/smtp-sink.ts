// The SMTP sink (development mode only): a small SMTP server on loopback that puts every mail it receives
// into the dev mailbox, so a project whose own SMTP server points at it (as Stack's dev setup points at
// Inbucket's SMTP on PREFIX29) works offline. Any login is accepted: it guards nothing but the dev mailbox.
// A web page can make a browser send HTTP to it (cross-protocol): smtp-server answers a line that looks
// like an HTTP request with 421 and closes the connection, before any command of the body is read.
import { simpleParser, type AddressObject } from 'mailparser';
import { companionPort, listen } from '../net/listen';
import { SMTPServer } from 'smtp-server';
import type { Clock } from '../../src/protocol/clock';
import type { Queryable } from '../db/database';
import { deliverMail, fromHeader } from './mailbox';

/** Stack's port layout: backend PREFIX02, its Inbucket SMTP PREFIX29. */
export const SMTP_SINK_PORT_OFFSET = 27;
/** Bigger mails are refused (552); a dev mailbox needs no more. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): { name: string; address: string } | null {
  const first = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.value)[0];
  return first?.address ? { name: first.name ?? '', address: first.address } : null;
}

/**
 * Starts the sink on 127.0.0.1:`port` (and ::1 when the system has it). Rejects when the port is taken;
 * the caller then runs without a sink.
 */
export async function startSmtpSink(options: { db: Queryable; clock: Clock; port: number; log: (line: string) => void }): Promise<SmtpSink> {
  const make = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      size: MAX_MAIL_BYTES,
      rejectOversized: true,
      maxClients: 20,
      logger: false,
      // Closing the emulator waits at most this long for a client that keeps its connection open.
      closeTimeout: 1000,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'dev-mailbox' }),
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (parsed) => {
            if (stream.sizeExceeded) return callback();
            const sender = firstAddress(parsed.from);
            const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const from = sender ? fromHeader(sender.name, sender.address) : envelopeFrom;
            const html = typeof parsed.html === 'string' ? parsed.html : '';
            // One dev-mailbox entry per envelope recipient, as a mail server would deliver it.
            for (const rcpt of session.envelope.rcptTo) {
              await deliverMail(options.db, { projectId: null, to: rcpt.address, from, subject: parsed.subject ?? '', html, text: parsed.text ?? '' }, options.clock.now());
            }
            callback();
          })
          .catch((error: unknown) => {
            options.log(`SMTP sink: a mail could not be stored (${error instanceof Error ? error.message : String(error)})`);
            callback(new Error('The mail could not be stored'));
          });
      },
    });
  const v4 = make();
  // smtp-server passes its net.Server's errors on as its own.
  const port = await listen(v4, options.port, '127.0.0.1', () => v4.server.address());
  // ::1 too, for clients that resolve localhost to it; a system without IPv6 keeps the IPv4 one alone.
  const v6 = make();
  const hasV6 = await listen(v6, port, '::1', () => v6.server.address()).then(
    () => true,
    () => false,
  );
  const servers = hasV6 ? [v4, v6] : [v4];
  for (const server of servers) server.on('error', (error) => options.log(`SMTP sink: ${error.message}`));
  return {
    port,
    close: () => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined),
  };
}

/**
 * The emulator's sink, as EmulatorOptions.smtpSinkPort says: never in production mode; by default on the
 * API port + 27 when that port was chosen (not random); null when off or its port is taken.
 */
export async function startSmtpSinkFor(
  ctx: { db: Queryable; clock: Clock; log: (line: string) => void; production?: boolean },
  ports: { apiPort: number; port: number; given: number | null | undefined },
): Promise<SmtpSink | null> {
  if (ctx.production) {
    if (ports.given != null) ctx.log('SMTP sink: off in production mode');
    return null;
  }
  const wanted = companionPort(ports.given, { requested: ports.apiPort, bound: ports.port }, SMTP_SINK_PORT_OFFSET);
  if (wanted === null) return null;
  try {
    const sink = await startSmtpSink({ db: ctx.db, clock: ctx.clock, port: wanted, log: ctx.log });
    ctx.log(`SMTP sink (mails to the dev mailbox) on 127.0.0.1:${sink.port}`);
    return sink;
  } catch (error) {
    ctx.log(`SMTP sink: not started, port ${wanted} is not free (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}
