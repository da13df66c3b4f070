// Stored passkey credentials (PROTOCOL.md §5.4), looked up by credential id at sign-in. The API keeps one per
// user (registering replaces it); the 'passkey-list' extension adds more beside it, each named, with its last use.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

export interface PasskeyRecord {
  id: string;
  user_id: string;
  project_id: string;
  credential_id: string;
  public_key_base64url: string;
  counter: number;
  transports: string[] | null;
  name: string;
  created_at_millis: number;
  last_used_at_millis: number | null;
}

/** What a registration brings; the store gives the id, the dates and, unless given, the name. */
export type NewPasskey = Pick<PasskeyRecord, 'user_id' | 'project_id' | 'credential_id' | 'public_key_base64url' | 'counter' | 'transports'> & { name?: string };

interface PasskeyRow extends Omit<PasskeyRecord, 'counter' | 'transports' | 'created_at_millis' | 'last_used_at_millis'> {
  counter: number | string;
  transports: string[] | string | null;
  created_at_millis: number | string;
  last_used_at_millis: number | string | null;
}

function toRecord(row: PasskeyRow): PasskeyRecord {
  const transports = typeof row.transports === 'string' ? (JSON.parse(row.transports) as string[]) : row.transports;
  return {
    ...row,
    counter: Number(row.counter),
    transports,
    created_at_millis: Number(row.created_at_millis),
    last_used_at_millis: row.last_used_at_millis === null ? null : Number(row.last_used_at_millis),
  };
}

async function insertPasskey(db: Queryable, passkey: NewPasskey, name: string, now: number): Promise<PasskeyRecord> {
  const rows = await db.query<PasskeyRow>(
    `INSERT INTO passkey_credentials (id, user_id, project_id, credential_id, public_key_base64url, counter, transports, name, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING *`,
    [randomUUID(), passkey.user_id, passkey.project_id, passkey.credential_id, passkey.public_key_base64url, passkey.counter, passkey.transports ? JSON.stringify(passkey.transports) : null, name, now],
  );
  return toRecord(rows[0]!);
}

/** The API's registration: the user's passkey, replacing every earlier one (one transaction). */
export function savePasskey(db: Database, passkey: NewPasskey, now: number): Promise<PasskeyRecord> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM passkey_credentials WHERE user_id = $1', [passkey.user_id]);
    return insertPasskey(tx, passkey, passkey.name ?? 'Passkey', now);
  });
}

/** The extension's registration: one more passkey beside the others, named "Passkey <n>" unless a name is given. */
export function addPasskey(db: Database, passkey: NewPasskey, now: number): Promise<PasskeyRecord> {
  return db.transaction(async (tx) => {
    const [count] = await tx.query<{ n: number | string }>('SELECT count(*) AS n FROM passkey_credentials WHERE user_id = $1', [passkey.user_id]);
    return insertPasskey(tx, passkey, passkey.name ?? `Passkey ${Number(count?.n ?? 0) + 1}`, now);
  });
}

export async function findPasskeyByCredentialId(db: Queryable, projectId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const rows = await db.query<PasskeyRow>('SELECT * FROM passkey_credentials WHERE project_id = $1 AND credential_id = $2', [projectId, credentialId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, projectId: string, userId: string): Promise<PasskeyRecord[]> {
  const rows = await db.query<PasskeyRow>('SELECT * FROM passkey_credentials WHERE project_id = $1 AND user_id = $2 ORDER BY created_at_millis, id', [projectId, userId]);
  return rows.map(toRecord);
}

/** Renames one of the user's passkeys; null when the user has no passkey of that id. */
export async function renamePasskey(db: Queryable, projectId: string, userId: string, id: string, name: string): Promise<PasskeyRecord | null> {
  const rows = await db.query<PasskeyRow>('UPDATE passkey_credentials SET name = $4 WHERE project_id = $1 AND user_id = $2 AND id = $3 RETURNING *', [projectId, userId, id, name]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Removes one of the user's passkeys; false when the user has no passkey of that id. */
export async function removePasskey(db: Queryable, projectId: string, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM passkey_credentials WHERE project_id = $1 AND user_id = $2 AND id = $3 RETURNING id', [projectId, userId, id]);
  return rows.length > 0;
}

/** A sign-in with the passkey: its new signature counter and the time of this use. */
export async function recordPasskeyUse(db: Queryable, id: string, counter: number, now: number): Promise<void> {
  await db.query('UPDATE passkey_credentials SET counter = $2, last_used_at_millis = $3 WHERE id = $1', [id, counter, now]);
}

/** Turning passkey sign-in off removes every passkey of the user. */
export async function deletePasskey(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM passkey_credentials WHERE user_id = $1', [userId]);
}
