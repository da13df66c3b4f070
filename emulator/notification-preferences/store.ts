// Notification preferences in the database (PROTOCOL.md §5.22): only the categories a user changed are stored.
import type { Queryable } from '../db/database';

/** The user's stored choices by category id; a missing category keeps its default. */
export async function listPreferenceOverrides(db: Queryable, userId: string): Promise<Map<string, boolean>> {
  const rows = await db.query<{ category_id: string; enabled: boolean }>(
    'SELECT category_id, enabled FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((row) => [row.category_id, row.enabled]));
}

export async function setPreference(db: Queryable, projectId: string, userId: string, categoryId: string, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (project_id, user_id, category_id, enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, category_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [projectId, userId, categoryId, enabled],
  );
}
