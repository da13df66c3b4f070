// Projects and their API key sets in the database.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { ProjectConfig } from './config';
import { deleteSigningKeys, ensureSigningKeys } from '../tokens/signing-keys';

export interface ProjectRecord {
  id: string;
  display_name: string;
  description: string;
  created_at_millis: number;
  is_production_mode: boolean;
  /** The newer admin-view flag (PROTOCOL.md §9). */
  is_development_environment: boolean;
  owner_team_id: string | null;
  logo_url: string | null;
  logo_full_url: string | null;
  logo_dark_mode_url: string | null;
  logo_full_dark_mode_url: string | null;
  onboarding_status: string;
  config: ProjectConfig;
}

/** The columns an owner may change (PROTOCOL.md §5.19); `config` is the whole legacy record. */
export type ProjectPatch = Partial<
  Pick<
    ProjectRecord,
    | 'display_name'
    | 'description'
    | 'is_production_mode'
    | 'is_development_environment'
    | 'logo_url'
    | 'logo_full_url'
    | 'logo_dark_mode_url'
    | 'logo_full_dark_mode_url'
    | 'onboarding_status'
    | 'config'
  >
>;

const PATCHABLE_COLUMNS = [
  'display_name',
  'description',
  'is_production_mode',
  'is_development_environment',
  'logo_url',
  'logo_full_url',
  'logo_dark_mode_url',
  'logo_full_dark_mode_url',
  'onboarding_status',
  'config',
] as const;

/** Writes the given columns; false when the project no longer exists. */
export async function updateProject(db: Queryable, id: string, patch: ProjectPatch): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const column of PATCHABLE_COLUMNS) {
    const value = patch[column];
    if (value === undefined) continue;
    params.push(column === 'config' ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${column === 'config' ? '::jsonb' : ''}`);
  }
  if (sets.length === 0) return (await getProject(db, id)) !== null;
  const rows = await db.query(`UPDATE projects SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
  return rows.length > 0;
}

/** Gives the project a new owner team (of the internal project); false when the project no longer exists. */
export async function setOwnerTeam(db: Queryable, id: string, teamId: string): Promise<boolean> {
  const rows = await db.query('UPDATE projects SET owner_team_id = $2 WHERE id = $1 RETURNING id', [id, teamId]);
  return rows.length > 0;
}

/** Deletes a project with everything in it, signing keys included; false when there was none. */
export async function deleteProject(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM projects WHERE id = $1 RETURNING id', [id]);
  await deleteSigningKeys(db, id);
  return rows.length > 0;
}

/** The projects whose owner team is one of `teamIds`, oldest first. */
export async function listProjectsOwnedBy(db: Queryable, teamIds: readonly string[]): Promise<ProjectRecord[]> {
  if (teamIds.length === 0) return [];
  const rows = await db.query('SELECT * FROM projects WHERE owner_team_id = ANY($1::uuid[]) ORDER BY created_at_millis, id', [teamIds]);
  return rows.map(toProject);
}

export interface KeySetInput {
  id?: string;
  description?: string;
  publishableClientKey?: string | null;
  secretServerKey?: string | null;
  superSecretAdminKey?: string | null;
  expiresAtMillis?: number | null;
}

export type KeyKind = 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key';

/** A projects row as a record; `cache_version` is the caches' business (cache.ts), never a field. */
export function toProject(row: Record<string, unknown>): ProjectRecord {
  const project = { ...(row as unknown as ProjectRecord), created_at_millis: Number(row.created_at_millis) };
  delete (project as { cache_version?: unknown }).cache_version;
  return project;
}

export async function getProject(db: Queryable, id: string): Promise<ProjectRecord | null> {
  const rows = await db.query('SELECT * FROM projects WHERE id = $1', [id]);
  return rows[0] ? toProject(rows[0]) : null;
}

export interface NewProject {
  id: string;
  display_name: string;
  description?: string;
  owner_team_id?: string | null;
  config: ProjectConfig;
}

/** Inserts a project (no-op if the id exists) and makes sure its signing keys exist. */
export async function insertProject(db: Queryable, project: NewProject, now: number): Promise<void> {
  await db.query(
    `INSERT INTO projects (id, display_name, description, created_at_millis, owner_team_id, config)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (id) DO NOTHING`,
    [project.id, project.display_name, project.description ?? '', now, project.owner_team_id ?? null, JSON.stringify(project.config)],
  );
  await ensureSigningKeys(db, project.id, now);
}

export async function insertKeySet(db: Queryable, projectId: string, keys: KeySetInput, now: number): Promise<string> {
  const id = keys.id ?? randomUUID();
  await db.query(
    `INSERT INTO api_key_sets (id, project_id, description, publishable_client_key, secret_server_key,
       super_secret_admin_key, created_at_millis, expires_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [id, projectId, keys.description ?? '', keys.publishableClientKey ?? null, keys.secretServerKey ?? null, keys.superSecretAdminKey ?? null, now, keys.expiresAtMillis ?? null],
  );
  return id;
}

/** True when `value` is a key of that kind in a non-revoked, non-expired key set of the project. */
export async function isValidProjectKey(db: Queryable, projectId: string, kind: KeyKind, value: string, now: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM api_key_sets WHERE project_id = $1 AND ${kind} = $2
       AND manually_revoked_at_millis IS NULL AND (expires_at_millis IS NULL OR expires_at_millis > $3) LIMIT 1`,
    [projectId, value, now],
  );
  return rows.length > 0;
}

/** Is there a key set with exactly these three keys (seeding idempotence)? */
export async function hasKeySet(db: Queryable, projectId: string, keys: KeySetInput): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM api_key_sets WHERE project_id = $1 AND publishable_client_key IS NOT DISTINCT FROM $2
       AND secret_server_key IS NOT DISTINCT FROM $3 AND super_secret_admin_key IS NOT DISTINCT FROM $4 LIMIT 1`,
    [projectId, keys.publishableClientKey ?? null, keys.secretServerKey ?? null, keys.superSecretAdminKey ?? null],
  );
  return rows.length > 0;
}
