// The dev mailbox: every mail the emulator "sends" is stored here for people and tests to read.
import { randomUUID } from 'node:crypto';
import type { MailboxEntryWire } from '../../src/protocol/wire/mailbox';
import type { Queryable } from '../db/database';
import { normalizeEmail } from '../users/store';

export type MailboxEntry = MailboxEntryWire;

export interface OutgoingMail {
  projectId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export async function deliverMail(db: Queryable, mail: OutgoingMail, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO mails (id, project_id, to_address, subject, html, text, sent_at_millis) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, mail.projectId, normalizeEmail(mail.to), mail.subject, mail.html, mail.text, now],
  );
  return id;
}

/** Mails sent to an address, oldest first. */
export async function listMailbox(db: Queryable, email: string): Promise<MailboxEntry[]> {
  const rows = await db.query<{ id: string; to_address: string; subject: string; html: string; text: string; sent_at_millis: number }>(
    'SELECT id, to_address, subject, html, text, sent_at_millis FROM mails WHERE to_address = $1 ORDER BY seq',
    [normalizeEmail(email)],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, html: r.html, text: r.text, sent_at_millis: Number(r.sent_at_millis) }));
}
