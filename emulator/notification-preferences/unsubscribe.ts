// Unsubscribe links (as the real API makes them): a 30-day code naming a user and a category the user may
// turn off, linked as `<api origin>/api/v1/emails/unsubscribe-link?code=…`; opening it turns that category
// off for that user, once. The code is the whole capability: the link needs no sign-in.
import { NOTIFICATION_CATEGORIES } from '../../src/protocol/wire/notification-preferences';
import { markCodeUsed } from '../codes/lookup';
import { createVerificationCode } from '../codes/verification-codes';
import type { Database } from '../db/database';

/** The link for a mail to `userId` in `categoryName`; undefined when that category cannot be turned off. */
export async function createUnsubscribeLink(
  db: Database,
  input: { projectId: string; userId: string; categoryName: string; origin: string; now: number },
): Promise<string | undefined> {
  const category = NOTIFICATION_CATEGORIES.find((c) => c.name === input.categoryName);
  if (!category?.canDisable) return undefined;
  const code = await createVerificationCode(db, {
    projectId: input.projectId,
    type: 'unsubscribe',
    data: { user_id: input.userId, notification_category_id: category.id },
    now: input.now,
  });
  return `${input.origin}/api/v1/emails/unsubscribe-link?code=${code}`;
}

export type UnsubscribeOutcome = 'not_found' | 'expired' | 'already' | 'done';

/** Uses an unsubscribe code (any case, any project): the category is turned off unless the code was used. */
export async function unsubscribeWithCode(db: Database, submitted: string, now: number): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; project_id: string; data: Record<string, unknown> | string; expires_at_millis: string | number; used_at_millis: string | number | null }>(
      `SELECT id, project_id, data, expires_at_millis, used_at_millis FROM verification_codes WHERE type = 'unsubscribe' AND code = $1`,
      [submitted.toLowerCase()],
    );
    const row = rows[0];
    if (!row) return 'not_found';
    if (Number(row.expires_at_millis) < now) return 'expired';
    if (row.used_at_millis !== null || !(await markCodeUsed(tx, row.id, now))) return 'already';
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
    // A user deleted since the mail was sent has no preferences left to change.
    await tx.query(
      `INSERT INTO notification_preferences (project_id, user_id, category_id, enabled)
       SELECT project_id, id, $3, false FROM users WHERE project_id = $1 AND id = $2
       ON CONFLICT (user_id, category_id) DO UPDATE SET enabled = false`,
      [row.project_id, String(data.user_id), String(data.notification_category_id)],
    );
    return 'done';
  });
}
