// Every statement on mfa_recovery_codes (the 'mfa-recovery-codes' extension): digests only, each single-use.
import { randomUUID } from 'node:crypto';
import type { Queryable, Database } from '../db/database';

export interface RecoveryCodeStatus {
  total: number;
  remaining: number;
  createdAtMillis: number | null;
}

/** Replaces the user's set with `hashes` in one transaction: the old codes stop working as the new ones start. */
export async function replaceRecoveryCodes(db: Database, input: { projectId: string; userId: string; hashes: readonly string[]; now: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteRecoveryCodes(tx, input.userId);
    for (const hash of input.hashes) {
      await tx.query(
        'INSERT INTO mfa_recovery_codes (id, project_id, user_id, code_hash, created_at_millis) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), input.projectId, input.userId, hash, input.now],
      );
    }
  });
}

export async function recoveryCodeStatus(db: Queryable, userId: string): Promise<RecoveryCodeStatus> {
  const rows = await db.query<{ total: number | string; remaining: number | string; created: number | string | null }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE used_at_millis IS NULL) AS remaining, max(created_at_millis) AS created
     FROM mfa_recovery_codes WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return { total: Number(row?.total ?? 0), remaining: Number(row?.remaining ?? 0), createdAtMillis: row?.created == null ? null : Number(row.created) };
}

/** Marks the code used; false when it was not there or already used (one statement, so two racing uses cannot both win). */
export async function consumeRecoveryCode(db: Queryable, userId: string, hash: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE mfa_recovery_codes SET used_at_millis = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at_millis IS NULL RETURNING id',
    [userId, hash, now],
  );
  return rows.length > 0;
}

export async function deleteRecoveryCodes(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}
