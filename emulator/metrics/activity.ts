// What the metrics are computed from (PROTOCOL.md §5.26): the days each user was active and every
// sign-in with its method. Days are UTC calendar days, as the real API counts them.
import type { Queryable } from '../db/database';

/**
 * How a session was started: `password`, `passkey`, `otp`, `oauth:<provider config id>`, or `other`
 * (anonymous sign-up and anything else). A string, so an MFA attempt can carry it to its end.
 */
export type SignInMethod = 'password' | 'passkey' | 'otp' | 'other' | `oauth:${string}`;

const DAY_MS = 86_400_000;

/** The UTC day of a time, as `YYYY-MM-DD`. */
export function utcDay(millis: number): string {
  return new Date(Math.floor(millis / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** Whether two times fall on one UTC day (header auth asks on every request: no Date, no string). */
export function sameUtcDay(a: number, b: number): boolean {
  return Math.floor(a / DAY_MS) === Math.floor(b / DAY_MS);
}

/** The wire name of a method (`login_methods[].method`): OAuth ones are the lower-cased provider id. */
export function methodName(method: SignInMethod): string {
  return method.startsWith('oauth:') ? method.slice('oauth:'.length).toLowerCase() : method;
}

/** A stored method (e.g. from an MFA attempt) back to a SignInMethod; unknown values are `other`. */
export function parseSignInMethod(value: unknown): SignInMethod {
  if (value === 'password' || value === 'passkey' || value === 'otp') return value;
  if (typeof value === 'string' && value.startsWith('oauth:') && value.length > 'oauth:'.length) return value as `oauth:${string}`;
  return 'other';
}

/** Marks the user active on the day of `now` (idempotent within a day). */
export async function recordActivity(db: Queryable, projectId: string, userId: string, now: number): Promise<void> {
  await db.query('INSERT INTO user_activity_days (project_id, user_id, day) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING', [
    projectId,
    userId,
    utcDay(now),
  ]);
}

/**
 * What issuing an access token on a session records, in one statement: the session's last use (and the
 * request's IP when given: a refresh), the user's last activity and today's activity day, and for a
 * sign-in its method (`sign_ins`, for login_methods). This is the one place a sign-in is recorded.
 */
export async function recordTokenUse(
  db: Queryable,
  use: { projectId: string; userId: string; sessionId: string; now: number; ip?: string | null; signInMethod?: SignInMethod | null },
): Promise<void> {
  await db.query(
    `WITH touched_session AS (
       UPDATE sessions SET last_used_at_millis = $3::bigint, last_used_ip = COALESCE($4::text, last_used_ip) WHERE id = $2::uuid
     ), touched_user AS (
       UPDATE users SET last_active_at_millis = $3::bigint WHERE id = $1::uuid
     ), sign_in AS (
       INSERT INTO sign_ins (project_id, user_id, method, created_at_millis) SELECT $5::text, $1::uuid, $6::text, $3::bigint WHERE $6::text IS NOT NULL
     )
     INSERT INTO user_activity_days (project_id, user_id, day) VALUES ($5::text, $1::uuid, $7::date) ON CONFLICT DO NOTHING`,
    [use.userId, use.sessionId, use.now, use.ip ?? null, use.projectId, use.signInMethod ? methodName(use.signInMethod) : null, utcDay(use.now)],
  );
}
