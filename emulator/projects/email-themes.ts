// The e-mail themes a project's `email_theme` may name (PROTOCOL.md §4.10, §5.21). Project settings
// read themes only through here; the themes themselves live in the e-mail store (emulator/email/).
import type { Queryable } from '../db/database';
import { DEFAULT_THEMES } from '../email/default-themes';
import { listThemeIds } from '../email/store';

/** The default themes of every project (§5.21): id and display name. */
export const DEFAULT_EMAIL_THEMES: readonly { id: string; displayName: string }[] = DEFAULT_THEMES.map((t) => ({ id: t.id, displayName: t.displayName }));

/** The ids of the project's e-mail themes (its own and the defaults it has not deleted). */
export function emailThemeIds(db: Queryable, projectId: string): Promise<string[]> {
  return listThemeIds(db, projectId);
}
