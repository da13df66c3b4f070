// The sent-mail log (GET /internal/emails): every mail the emulator sent or tried to send, with its error.
import { randomUUID } from 'node:crypto';
import type { SentEmailWire } from '../../src/protocol/wire/emails';
import type { Queryable } from '../db/database';

export interface SentEmailEntry {
  projectId: string;
  /** Addresses, or `User ID: <uuid>` for a mail to a user. */
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  sentAtMillis: number;
  /** null, `Render error: …` or `Send error: …`. */
  error: string | null;
}

export async function recordSentEmail(db: Queryable, entry: SentEmailEntry): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO sent_emails (id, project_id, recipients, subject, html, text, sent_at_millis, error) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)',
    [id, entry.projectId, JSON.stringify(entry.to), entry.subject, entry.html, entry.text, entry.sentAtMillis, entry.error],
  );
  return id;
}

/** The 100 newest entries of a project, newest first. */
export async function listSentEmails(db: Queryable, projectId: string): Promise<SentEmailWire[]> {
  const rows = await db.query<{ id: string; recipients: string[] | string; subject: string; sent_at_millis: number | string; error: string | null }>(
    'SELECT id, recipients, subject, sent_at_millis, error FROM sent_emails WHERE project_id = $1 ORDER BY seq DESC LIMIT 100',
    [projectId],
  );
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    sent_at_millis: Number(row.sent_at_millis),
    to: typeof row.recipients === 'string' ? (JSON.parse(row.recipients) as string[]) : row.recipients,
    error: row.error,
  }));
}

/** Mails logged since `since` (delivery statistics). */
export async function countSentEmails(db: Queryable, projectId: string, since: number): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM sent_emails WHERE project_id = $1 AND error IS NULL AND sent_at_millis >= $2',
    [projectId, since],
  );
  return Number(rows[0]?.n ?? 0);
}
