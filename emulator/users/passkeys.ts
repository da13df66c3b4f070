// Stored passkey credentials (PROTOCOL.md §5.4): one per user, looked up by credential id at sign-in.
import type { Queryable } from '../db/database';

export interface PasskeyRecord {
  user_id: string;
  project_id: string;
  credential_id: string;
  public_key_base64url: string;
  counter: number;
  transports: string[] | null;
}

interface PasskeyRow extends Omit<PasskeyRecord, 'counter' | 'transports'> {
  counter: number | string;
  transports: string[] | string | null;
}

function toRecord(row: PasskeyRow): PasskeyRecord {
  const transports = typeof row.transports === 'string' ? (JSON.parse(row.transports) as string[]) : row.transports;
  return { ...row, counter: Number(row.counter), transports };
}

/** Stores the user's passkey, replacing any earlier one. */
export async function savePasskey(db: Queryable, record: PasskeyRecord, now: number): Promise<void> {
  await db.query(
    `INSERT INTO passkey_credentials (user_id, project_id, credential_id, public_key_base64url, counter, transports, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT (user_id) DO UPDATE SET credential_id = EXCLUDED.credential_id, public_key_base64url = EXCLUDED.public_key_base64url,
       counter = EXCLUDED.counter, transports = EXCLUDED.transports, created_at_millis = EXCLUDED.created_at_millis`,
    [record.user_id, record.project_id, record.credential_id, record.public_key_base64url, record.counter, record.transports ? JSON.stringify(record.transports) : null, now],
  );
}

export async function findPasskeyByCredentialId(db: Queryable, projectId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const rows = await db.query<PasskeyRow>('SELECT * FROM passkey_credentials WHERE project_id = $1 AND credential_id = $2', [projectId, credentialId]);
  return rows[0] ? toRecord(rows[0]) : null;
}


export async function updatePasskeyCounter(db: Queryable, userId: string, counter: number): Promise<void> {
  await db.query('UPDATE passkey_credentials SET counter = $2 WHERE user_id = $1', [userId, counter]);
}

export async function deletePasskey(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM passkey_credentials WHERE user_id = $1', [userId]);
}
