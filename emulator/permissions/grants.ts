// Team and project permission grants (PROTOCOL.md §5.15): direct grants in the database; the
// recursive view adds what their definitions contain.
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../src/protocol/wire/permissions';
import type { Queryable } from '../db/database';
import type { ProjectConfig } from '../projects/config';
import { definitionMap, expandPermissions } from './definitions';

export async function grantTeamPermission(db: Queryable, projectId: string, teamId: string, userId: string, permissionId: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO team_permission_grants (project_id, team_id, user_id, permission_id, created_at_millis)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [projectId, teamId, userId, permissionId, now],
  );
}

/** Removes a direct grant; false when there was none. */
export async function revokeTeamPermission(db: Queryable, projectId: string, teamId: string, userId: string, permissionId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM team_permission_grants WHERE project_id = $1 AND team_id = $2 AND user_id = $3 AND permission_id = $4 RETURNING permission_id',
    [projectId, teamId, userId, permissionId],
  );
  return rows.length > 0;
}

export async function grantProjectPermission(db: Queryable, projectId: string, userId: string, permissionId: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO project_permission_grants (project_id, user_id, permission_id, created_at_millis)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [projectId, userId, permissionId, now],
  );
}

export async function revokeProjectPermission(db: Queryable, projectId: string, userId: string, permissionId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM project_permission_grants WHERE project_id = $1 AND user_id = $2 AND permission_id = $3 RETURNING permission_id',
    [projectId, userId, permissionId],
  );
  return rows.length > 0;
}

/** Follows a renamed permission in every grant, or removes its grants (newId null). */
export async function renameGrants(db: Queryable, projectId: string, oldId: string, newId: string | null): Promise<void> {
  for (const table of ['team_permission_grants', 'project_permission_grants']) {
    if (newId === null) await db.query(`DELETE FROM ${table} WHERE project_id = $1 AND permission_id = $2`, [projectId, oldId]);
    else await db.query(`UPDATE ${table} SET permission_id = $3 WHERE project_id = $1 AND permission_id = $2`, [projectId, oldId, newId]);
  }
}

export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface TeamGrantFilter {
  teamId?: string;
  userId?: string;
  permissionId?: string;
  recursive: boolean;
}

/** Grants sorted by team_id, user_id, id; grants of deleted definitions are skipped. */
export async function listTeamGrants(db: Queryable, projectId: string, filter: TeamGrantFilter): Promise<TeamPermissionGrantWire[]> {
  // An id that is no UUID matches nothing (and must not reach a uuid cast).
  if ((filter.teamId !== undefined && !isUuid(filter.teamId)) || (filter.userId !== undefined && !isUuid(filter.userId))) return [];
  const defs = await definitionMap(db, projectId);
  const rows = await db.query<{ team_id: string; user_id: string; permission_id: string }>(
    `SELECT team_id, user_id, permission_id FROM team_permission_grants
     WHERE project_id = $1 AND ($2::uuid IS NULL OR team_id = $2::uuid) AND ($3::uuid IS NULL OR user_id = $3::uuid)`,
    [projectId, filter.teamId ?? null, filter.userId ?? null],
  );
  const direct = new Map<string, { team_id: string; user_id: string; ids: string[] }>();
  for (const row of rows) {
    const key = `${row.team_id}/${row.user_id}`;
    const entry = direct.get(key) ?? { team_id: row.team_id, user_id: row.user_id, ids: [] };
    entry.ids.push(row.permission_id);
    direct.set(key, entry);
  }
  const out: TeamPermissionGrantWire[] = [];
  for (const entry of direct.values()) {
    const ids = filter.recursive ? expandPermissions(defs, entry.ids) : new Set(entry.ids.filter((id) => defs.get(id)?.scope === 'team'));
    for (const id of ids) {
      if (defs.get(id)?.scope !== 'team') continue;
      if (filter.permissionId !== undefined && id !== filter.permissionId) continue;
      out.push({ id, user_id: entry.user_id, team_id: entry.team_id });
    }
  }
  return out.sort((a, b) => byKey(a.team_id, b.team_id) || byKey(a.user_id, b.user_id) || byKey(a.id, b.id));
}

export interface ProjectGrantFilter {
  userId?: string;
  permissionId?: string;
  recursive: boolean;
}

/** Project grants sorted by user_id, id; grants of deleted definitions are skipped. */
export async function listProjectGrants(db: Queryable, projectId: string, filter: ProjectGrantFilter): Promise<ProjectPermissionGrantWire[]> {
  if (filter.userId !== undefined && !isUuid(filter.userId)) return [];
  const defs = await definitionMap(db, projectId);
  const rows = await db.query<{ user_id: string; permission_id: string }>(
    'SELECT user_id, permission_id FROM project_permission_grants WHERE project_id = $1 AND ($2::uuid IS NULL OR user_id = $2::uuid)',
    [projectId, filter.userId ?? null],
  );
  const direct = new Map<string, string[]>();
  for (const row of rows) direct.set(row.user_id, [...(direct.get(row.user_id) ?? []), row.permission_id]);
  const out: ProjectPermissionGrantWire[] = [];
  for (const [userId, granted] of direct) {
    const ids = filter.recursive ? expandPermissions(defs, granted) : new Set(granted);
    for (const id of ids) {
      if (defs.get(id)?.scope !== 'project') continue;
      if (filter.permissionId !== undefined && id !== filter.permissionId) continue;
      out.push({ id, user_id: userId });
    }
  }
  return out.sort((a, b) => byKey(a.user_id, b.user_id) || byKey(a.id, b.id));
}

/**
 * Whether the member holds the team permission, directly or through contained permissions.
 * (Used by team routes and, later, by team API keys for `$manage_api_keys`.)
 */
export async function hasTeamPermission(db: Queryable, projectId: string, teamId: string, userId: string, permissionId: string): Promise<boolean> {
  const grants = await listTeamGrants(db, projectId, { teamId, userId, permissionId, recursive: true });
  return grants.length > 0;
}

/** Grants the project's creator or member defaults to a new member (§5.11, §5.12); answers the ids granted. */
export async function grantTeamDefaults(
  db: Queryable,
  projectId: string,
  config: ProjectConfig,
  teamId: string,
  userId: string,
  kind: 'creator' | 'member',
  now: number,
): Promise<string[]> {
  const ids = (kind === 'creator' ? config.team_creator_default_permissions : config.team_member_default_permissions).map((p) => p.id);
  for (const id of ids) await grantTeamPermission(db, projectId, teamId, userId, id, now);
  return ids;
}

/** Grants the project's `user_default_permissions` to a new user (§5.15). */
export async function grantUserDefaults(db: Queryable, projectId: string, config: ProjectConfig, userId: string, now: number): Promise<void> {
  for (const { id } of config.user_default_permissions) await grantProjectPermission(db, projectId, userId, id, now);
}
