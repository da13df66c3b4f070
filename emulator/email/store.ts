// A project's e-mail templates and themes: the defaults (in code, in every project) overlaid with the
// project's rows (its own, edited defaults, removed defaults) of migration 008.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { DEFAULT_TEMPLATES, NEW_TEMPLATE_SOURCE } from './default-templates';
import { DEFAULT_THEMES, NEW_THEME_SOURCE } from './default-themes';

/** A template's theme: a theme id, `false` for none, `null` for the project's selected theme. */
export type TemplateThemeChoice = string | false | null;

export interface EmailTemplateRecord {
  id: string;
  displayName: string;
  tsxSource: string;
  themeId: TemplateThemeChoice;
}

export interface EmailThemeRecord {
  id: string;
  displayName: string;
  tsxSource: string;
}

interface TemplateRow {
  id: string;
  display_name: string;
  tsx_source: string;
  theme_id: string | null;
  no_theme: boolean;
  deleted: boolean;
}

interface ThemeRow {
  id: string;
  display_name: string;
  tsx_source: string;
  deleted: boolean;
}

/** Defaults first (in their fixed order, as edited), then the project's own by creation. */
function overlay<R extends { id: string; deleted: boolean }, T extends { id: string }>(defaults: readonly T[], rows: R[], view: (row: R) => T): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const defaultIds = new Set(defaults.map((d) => d.id));
  const merged: T[] = [];
  for (const d of defaults) {
    const row = byId.get(d.id);
    if (!row) merged.push(d);
    else if (!row.deleted) merged.push(view(row));
  }
  for (const row of rows) if (!defaultIds.has(row.id) && !row.deleted) merged.push(view(row));
  return merged;
}

const templateView = (row: TemplateRow): EmailTemplateRecord => ({
  id: row.id,
  displayName: row.display_name,
  tsxSource: row.tsx_source,
  themeId: row.no_theme ? false : row.theme_id,
});

const themeView = (row: ThemeRow): EmailThemeRecord => ({ id: row.id, displayName: row.display_name, tsxSource: row.tsx_source });

const DEFAULT_TEMPLATE_RECORDS: EmailTemplateRecord[] = DEFAULT_TEMPLATES.map((t) => ({ id: t.id, displayName: t.displayName, tsxSource: t.tsxSource, themeId: null }));

// ---- Templates ----

export async function listTemplates(db: Queryable, projectId: string): Promise<EmailTemplateRecord[]> {
  const rows = await db.query<TemplateRow>(
    'SELECT id, display_name, tsx_source, theme_id, no_theme, deleted FROM email_templates WHERE project_id = $1 ORDER BY created_at_millis, id',
    [projectId],
  );
  return overlay(DEFAULT_TEMPLATE_RECORDS, rows, templateView);
}

export async function getTemplate(db: Queryable, projectId: string, id: string): Promise<EmailTemplateRecord | null> {
  return (await listTemplates(db, projectId)).find((t) => t.id === id) ?? null;
}

export async function createTemplate(db: Queryable, projectId: string, displayName: string, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO email_templates (project_id, id, display_name, tsx_source, created_at_millis) VALUES ($1, $2, $3, $4, $5)',
    [projectId, id, displayName, NEW_TEMPLATE_SOURCE, now],
  );
  return id;
}

/** Saves a template's source and theme (an edited default becomes a row with the default's id and name). */
export async function saveTemplate(db: Queryable, projectId: string, template: EmailTemplateRecord, now: number): Promise<void> {
  await db.query(
    `INSERT INTO email_templates (project_id, id, display_name, tsx_source, theme_id, no_theme, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (project_id, id) DO UPDATE SET tsx_source = EXCLUDED.tsx_source, theme_id = EXCLUDED.theme_id, no_theme = EXCLUDED.no_theme`,
    [projectId, template.id, template.displayName, template.tsxSource, typeof template.themeId === 'string' ? template.themeId : null, template.themeId === false, now],
  );
}

export async function deleteTemplate(db: Queryable, projectId: string, template: EmailTemplateRecord, now: number): Promise<void> {
  await db.query(
    `INSERT INTO email_templates (project_id, id, display_name, tsx_source, deleted, created_at_millis) VALUES ($1, $2, $3, '', true, $4)
     ON CONFLICT (project_id, id) DO UPDATE SET deleted = true`,
    [projectId, template.id, template.displayName, now],
  );
}

// ---- Themes ----

export async function listThemes(db: Queryable, projectId: string): Promise<EmailThemeRecord[]> {
  const rows = await db.query<ThemeRow>(
    'SELECT id, display_name, tsx_source, deleted FROM email_themes WHERE project_id = $1 ORDER BY created_at_millis, id',
    [projectId],
  );
  return overlay(DEFAULT_THEMES, rows, themeView);
}

/** The ids of a project's themes, e.g. to validate the project's `email_theme` setting. */
export async function listThemeIds(db: Queryable, projectId: string): Promise<string[]> {
  return (await listThemes(db, projectId)).map((t) => t.id);
}

export async function getTheme(db: Queryable, projectId: string, id: string): Promise<EmailThemeRecord | null> {
  return (await listThemes(db, projectId)).find((t) => t.id === id) ?? null;
}

export async function createTheme(db: Queryable, projectId: string, displayName: string, now: number): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO email_themes (project_id, id, display_name, tsx_source, created_at_millis) VALUES ($1, $2, $3, $4, $5)', [
    projectId,
    id,
    displayName,
    NEW_THEME_SOURCE,
    now,
  ]);
  return id;
}

export async function saveThemeSource(db: Queryable, projectId: string, theme: EmailThemeRecord, tsxSource: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO email_themes (project_id, id, display_name, tsx_source, created_at_millis) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, id) DO UPDATE SET tsx_source = EXCLUDED.tsx_source`,
    [projectId, theme.id, theme.displayName, tsxSource, now],
  );
}

export async function deleteTheme(db: Queryable, projectId: string, theme: EmailThemeRecord, now: number): Promise<void> {
  await db.query(
    `INSERT INTO email_themes (project_id, id, display_name, tsx_source, deleted, created_at_millis) VALUES ($1, $2, $3, '', true, $4)
     ON CONFLICT (project_id, id) DO UPDATE SET deleted = true`,
    [projectId, theme.id, theme.displayName, now],
  );
}
