// The e-mail themes a project's `email_theme` may name (PROTOCOL.md §4.10, §5.21). Project settings
// read theme ids only through this function; until themes live in the database (the e-mail work),
// every project has exactly the three default themes.
import type { Queryable } from '../db/database';
import { DEFAULT_EMAIL_THEME_ID } from './config';

/** The default themes of every project (§5.21): id and display name. */
export const DEFAULT_EMAIL_THEMES: readonly { id: string; displayName: string }[] = [
  { id: DEFAULT_EMAIL_THEME_ID, displayName: 'Default Light' },
  { id: 'a0172b5d-cff0-463b-83bb-85124697373a', displayName: 'Default Dark' },
  { id: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f', displayName: 'Default Colorful' },
];

/** The ids of the project's e-mail themes. */
export async function emailThemeIds(_db: Queryable, _projectId: string): Promise<string[]> {
  return DEFAULT_EMAIL_THEMES.map((t) => t.id);
}
