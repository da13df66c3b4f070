// The dev mailbox: every mail the emulator "sends" is stored here for people and tests to read.
import { randomUUID } from 'node:crypto';
import type { MailboxEntryWire } from '../../src/protocol/wire/mailbox';
import type { Queryable } from '../db/database';
import { normalizeEmail } from '../users/store';

export type MailboxEntry = MailboxEntryWire;

/** The shared e-mail server's sender address (Stack's dev setup sends from it too); the name is the project's. */
export const SHARED_SENDER_EMAIL = 'noreply@example.com';

export interface OutgoingMail {
  projectId: string | null;
  to: string;
  /** The From header's text, e.g. `Acme <noreply@example.com>`. */
  from: string;
  subject: string;
  html: string;
  text: string;
}

export async function deliverMail(db: Queryable, mail: OutgoingMail, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO mails (id, project_id, to_address, from_address, subject, html, text, sent_at_millis) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, mail.projectId, normalizeEmail(mail.to), mail.from, mail.subject, mail.html, mail.text, now],
  );
  return id;
}

/** Mails sent to an address, oldest first. */
export async function listMailbox(db: Queryable, email: string): Promise<MailboxEntry[]> {
  const rows = await db.query<{ id: string; to_address: string; from_address: string | null; subject: string; html: string; text: string; sent_at_millis: number }>(
    'SELECT id, to_address, from_address, subject, html, text, sent_at_millis FROM mails WHERE to_address = $1 ORDER BY seq',
    [normalizeEmail(email)],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    from: r.from_address,
    subject: r.subject,
    html: r.html,
    text: r.text,
    sent_at_millis: Number(r.sent_at_millis),
  }));
}

/** A From header's text: the name quoted when it holds characters that would break the header. */
export function fromHeader(name: string, address: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return address;
  return /^[\w !#$%&'*+\-/=?^`{|}~.]*$/.test(trimmed) ? `${trimmed} <${address}>` : `"${trimmed.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}" <${address}>`;
}
