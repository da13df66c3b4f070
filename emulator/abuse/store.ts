// The abuse counters in the database (table attempt_limits), so emulator processes sharing one
// PostgreSQL agree on them. Each failure is counted under a row lock, so concurrent failures all count.
import type { Database, Queryable } from '../db/database';
import { afterFailure, type AttemptKind, type AttemptLimits, type AttemptScope, type AttemptState } from './policy';

export interface AttemptKey {
  projectId: string;
  kind: AttemptKind;
  scope: AttemptScope;
  subject: string;
}

interface Row {
  failures: number | string;
  window_started_at_millis: number | string;
  blocked_until_millis: number | string;
}

const KEY_WHERE = 'project_id = $1 AND kind = $2 AND scope = $3 AND subject = $4';
const keyParams = (key: AttemptKey): unknown[] => [key.projectId, key.kind, key.scope, key.subject];

function toState(row: Row | undefined): AttemptState | null {
  if (!row) return null;
  return { failures: Number(row.failures), windowStartedAt: Number(row.window_started_at_millis), blockedUntil: Number(row.blocked_until_millis) };
}

export async function readAttemptState(db: Queryable, key: AttemptKey): Promise<AttemptState | null> {
  const rows = await db.query<Row>(`SELECT failures, window_started_at_millis, blocked_until_millis FROM attempt_limits WHERE ${KEY_WHERE}`, keyParams(key));
  return toState(rows[0]);
}

/** Counts one failure for `key` and returns the new counter. */
export async function recordAttemptFailure(db: Database, key: AttemptKey, now: number, limits: AttemptLimits): Promise<AttemptState> {
  const limit = key.scope === 'account' ? limits[key.kind].perAccount : limits[key.kind].perAddress;
  return db.transaction(async (tx) => {
    // The row exists before it is locked, so two first failures cannot both insert.
    await tx.query(
      `INSERT INTO attempt_limits (project_id, kind, scope, subject, failures, window_started_at_millis) VALUES ($1, $2, $3, $4, 0, $5)
       ON CONFLICT DO NOTHING`,
      [...keyParams(key), now],
    );
    const rows = await tx.query<Row>(`SELECT failures, window_started_at_millis, blocked_until_millis FROM attempt_limits WHERE ${KEY_WHERE} FOR UPDATE`, keyParams(key));
    const next = afterFailure(toState(rows[0]), now, limit, limits);
    await tx.query(
      `UPDATE attempt_limits SET failures = $5, window_started_at_millis = $6, blocked_until_millis = $7 WHERE ${KEY_WHERE}`,
      [...keyParams(key), next.failures, next.windowStartedAt, next.blockedUntil],
    );
    return next;
  });
}

/** Forgets the failures of `key` (a success on the account). */
export async function clearAttempts(db: Queryable, key: AttemptKey): Promise<void> {
  await db.query(`DELETE FROM attempt_limits WHERE ${KEY_WHERE}`, keyParams(key));
}
