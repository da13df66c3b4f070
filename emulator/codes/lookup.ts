// Looking up a submitted verification code in the order of PROTOCOL.md §3.3 (steps 1-5), and
// marking it used (step 7). Type-specific checks (step 6) are the caller's.
import { KnownErrors } from '../../src/protocol/errors';
import type { Queryable } from '../db/database';
import type { VerificationCodeType } from './verification-codes';

/** A code may be tried this many times; the next try is VERIFICATION_CODE_MAX_ATTEMPTS_REACHED. */
export const MAX_CODE_ATTEMPTS = 20;

/** Characters a code shares with every code of the same nonce (the OTP form prefixes 6 more). */
const NONCE_LENGTH = 39;

export interface StoredCode {
  id: string;
  data: Record<string, unknown>;
  callbackUrl: string | null;
}

interface CodeRow {
  id: string;
  data: Record<string, unknown> | string;
  callback_url: string | null;
  attempt_count: number | string;
  expires_at_millis: number | string;
  used_at_millis: number | string | null;
}

/** The live code of `type` matching `submitted` (any case); throws the §3.3 errors otherwise. */
export async function findUsableCode(
  db: Queryable,
  input: { projectId: string; type: VerificationCodeType; submitted: string; now: number },
): Promise<StoredCode> {
  const code = input.submitted.toLowerCase();
  const rows = await db.query<CodeRow>(
    `SELECT id, data, callback_url, attempt_count, expires_at_millis, used_at_millis FROM verification_codes
     WHERE project_id = $1 AND branch_id = 'main' AND type = $2 AND code = $3`,
    [input.projectId, input.type, code],
  );
  // Every code sharing the nonce counts the try, so guessing the OTP part costs the real code attempts.
  await db.query(
    `UPDATE verification_codes SET attempt_count = attempt_count + 1 WHERE project_id = $1 AND right(code, ${NONCE_LENGTH}) = $2`,
    [input.projectId, code.slice(-NONCE_LENGTH)],
  );
  const row = rows[0];
  if (!row) throw new KnownErrors.VerificationCodeNotFound();
  if (Number(row.expires_at_millis) < input.now) throw new KnownErrors.VerificationCodeExpired();
  if (row.used_at_millis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
  if (Number(row.attempt_count) >= MAX_CODE_ATTEMPTS) throw new KnownErrors.VerificationCodeMaxAttemptsReached();
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
  return { id: row.id, data, callbackUrl: row.callback_url };
}

/** Consumes a code; false when a concurrent request used it first. */
export async function markCodeUsed(db: Queryable, id: string, now: number): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE verification_codes SET used_at_millis = $2 WHERE id = $1 AND used_at_millis IS NULL RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}

/** Deletes one code of a type whose data holds every field of `data`; unknown ids change nothing. */
export async function deleteCode(db: Queryable, input: { projectId: string; id: string; type: VerificationCodeType; data: Record<string, string> }): Promise<void> {
  await db.query('DELETE FROM verification_codes WHERE project_id = $1 AND id = $2 AND type = $3 AND data @> $4::jsonb', [
    input.projectId,
    input.id,
    input.type,
    JSON.stringify(input.data),
  ]);
}
