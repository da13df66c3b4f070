// CLI login attempts (PROTOCOL.md §5.8), kept as verification_codes rows of type `cli_auth`:
// `code` is the polling code; data holds the login code, the delivered refresh token and an anon token.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode } from '../crypto/codes';

const TYPE = 'cli_auth';

export interface CliAuthAttempt {
  id: string;
  pollingCode: string;
  loginCode: string;
  /** The confirming browser session's refresh token, once completed. */
  refreshToken: string | null;
  /** The anonymous session the CLI already had, until claimed. */
  anonRefreshToken: string | null;
  expiresAtMillis: number;
  usedAtMillis: number | null;
}

function toAttempt(row: Record<string, unknown>): CliAuthAttempt {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return {
    id: row.id as string,
    pollingCode: row.code as string,
    loginCode: data.login_code as string,
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    anonRefreshToken: typeof data.anon_refresh_token === 'string' ? data.anon_refresh_token : null,
    expiresAtMillis: Number(row.expires_at_millis),
    usedAtMillis: row.used_at_millis === null ? null : Number(row.used_at_millis),
  };
}

export async function createCliAuthAttempt(
  db: Queryable,
  input: { projectId: string; now: number; expiresInMillis: number; anonRefreshToken: string | null },
): Promise<CliAuthAttempt> {
  const pollingCode = randomCode();
  const loginCode = randomCode();
  const data = { login_code: loginCode, refresh_token: null, anon_refresh_token: input.anonRefreshToken };
  const rows = await db.query(
    `INSERT INTO verification_codes (id, project_id, type, code, data, created_at_millis, expires_at_millis)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING *`,
    [randomUUID(), input.projectId, TYPE, pollingCode, JSON.stringify(data), input.now, input.now + input.expiresInMillis],
  );
  return toAttempt(rows[0]!);
}

export async function findByPollingCode(db: Queryable, projectId: string, pollingCode: string): Promise<CliAuthAttempt | null> {
  const rows = await db.query('SELECT * FROM verification_codes WHERE project_id = $1 AND type = $2 AND code = $3', [projectId, TYPE, pollingCode]);
  return rows[0] ? toAttempt(rows[0]) : null;
}

/** An attempt that can still be completed: not expired, not completed, not delivered. */
export async function findOpenByLoginCode(db: Queryable, projectId: string, loginCode: string, now: number): Promise<CliAuthAttempt | null> {
  const rows = await db.query(
    `SELECT * FROM verification_codes
     WHERE project_id = $1 AND type = $2 AND data->>'login_code' = $3
       AND expires_at_millis > $4 AND used_at_millis IS NULL AND data->>'refresh_token' IS NULL`,
    [projectId, TYPE, loginCode, now],
  );
  return rows[0] ? toAttempt(rows[0]) : null;
}

/** Binds the confirming session's refresh token, unless another request completed it first. */
export async function completeAttempt(db: Queryable, id: string, refreshToken: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE verification_codes SET data = jsonb_set(data, '{refresh_token}', to_jsonb($2::text))
     WHERE id = $1 AND used_at_millis IS NULL AND data->>'refresh_token' IS NULL RETURNING id`,
    [id, refreshToken],
  );
  return rows.length > 0;
}

/** Detaches the anonymous session (claim-anon-session is one-shot). */
export async function detachAnonSession(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE verification_codes SET data = jsonb_set(data, '{anon_refresh_token}', 'null'::jsonb)
     WHERE id = $1 AND data->>'anon_refresh_token' IS NOT NULL RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Marks a completed attempt delivered; only one concurrent poll wins the refresh token. */
export async function markDelivered(db: Queryable, id: string, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE verification_codes SET used_at_millis = $2 WHERE id = $1 AND used_at_millis IS NULL RETURNING id', [id, now]);
  return rows.length > 0;
}
