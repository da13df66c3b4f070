// Permission definitions of a project (PROTOCOL.md §4.7, §5.16, §6.1): custom team and project
// definitions in the database, plus the six fixed `$` system team permissions.
import { KnownErrors } from '../../src/protocol/errors';
import { SYSTEM_TEAM_PERMISSIONS, type PermissionDefinitionWire } from '../../src/protocol/wire/permissions';
import type { Queryable } from '../db/database';

export type PermissionScope = 'team' | 'project';

export interface PermissionDefinition {
  id: string;
  scope: PermissionScope;
  description: string | null;
  contained_permission_ids: string[];
}

export const CUSTOM_PERMISSION_ID_RE = /^[a-z0-9_:]+$/;

export function isSystemPermissionId(id: string): boolean {
  return Object.hasOwn(SYSTEM_TEAM_PERMISSIONS, id);
}

const SYSTEM_IDS = Object.keys(SYSTEM_TEAM_PERMISSIONS).sort();

/** The definitions every new project starts with (§6.1). */
const DEFAULT_DEFINITIONS: PermissionDefinition[] = [
  { id: 'team_member', scope: 'team', description: 'Default permission for team members', contained_permission_ids: ['$invite_members', '$read_members'] },
  { id: 'team_admin', scope: 'team', description: 'Default permission for team admins', contained_permission_ids: SYSTEM_IDS },
];

/** Creates the default definitions the first time a project's definitions are needed. */
export async function ensureDefaultDefinitions(db: Queryable, projectId: string): Promise<void> {
  // One statement, so a concurrent first reader never sees the marker without the definitions.
  await db.query(
    `WITH created AS (
       INSERT INTO permission_definition_sets (project_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING project_id
     )
     INSERT INTO permission_definitions (project_id, id, scope, description, contained_permission_ids)
     SELECT created.project_id, d.id, d.scope, d.description, d.contained_permission_ids
     FROM created, jsonb_to_recordset($2::jsonb) AS d(id text, scope text, description text, contained_permission_ids jsonb)`,
    [projectId, JSON.stringify(DEFAULT_DEFINITIONS.map((d) => ({ ...d, contained_permission_ids: [...d.contained_permission_ids].sort() })))],
  );
}

/** Marks a project's definitions as seeded; true only the first time (the marker keeps later starts from redoing it). */
export async function claimDefinitionSeed(db: Queryable, projectId: string): Promise<boolean> {
  const fresh = await db.query('INSERT INTO permission_definition_sets (project_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING project_id', [projectId]);
  return fresh.length > 0;
}

export async function insertDefinition(db: Queryable, projectId: string, def: PermissionDefinition): Promise<void> {
  await db.query(
    `INSERT INTO permission_definitions (project_id, id, scope, description, contained_permission_ids)
     VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING`,
    [projectId, def.id, def.scope, def.description, JSON.stringify([...def.contained_permission_ids].sort())],
  );
}

/** Rewrites a definition, its id included (the grants follow through renameGrants). */
export async function updateDefinitionRow(db: Queryable, projectId: string, oldId: string, def: PermissionDefinition): Promise<void> {
  await db.query(
    'UPDATE permission_definitions SET id = $3, description = $4, contained_permission_ids = $5::jsonb WHERE project_id = $1 AND id = $2',
    [projectId, oldId, def.id, def.description, JSON.stringify(def.contained_permission_ids)],
  );
}

export async function setContainedPermissions(db: Queryable, projectId: string, id: string, contained: readonly string[]): Promise<void> {
  await db.query('UPDATE permission_definitions SET contained_permission_ids = $3::jsonb WHERE project_id = $1 AND id = $2', [
    projectId,
    id,
    JSON.stringify(contained),
  ]);
}

export async function deleteDefinitionRow(db: Queryable, projectId: string, id: string): Promise<void> {
  await db.query('DELETE FROM permission_definitions WHERE project_id = $1 AND id = $2', [projectId, id]);
}

function toDefinition(row: Record<string, unknown>): PermissionDefinition {
  const contained = row.contained_permission_ids;
  return {
    id: String(row.id),
    scope: row.scope as PermissionScope,
    description: (row.description as string | null) ?? null,
    contained_permission_ids: (typeof contained === 'string' ? JSON.parse(contained) : contained) as string[],
  };
}

function systemDefinition(id: string): PermissionDefinition {
  return { id, scope: 'team', description: SYSTEM_TEAM_PERMISSIONS[id as keyof typeof SYSTEM_TEAM_PERMISSIONS], contained_permission_ids: [] };
}

/** All definitions of the project keyed by id, system permissions included. */
export async function definitionMap(db: Queryable, projectId: string): Promise<Map<string, PermissionDefinition>> {
  await ensureDefaultDefinitions(db, projectId);
  const rows = await db.query('SELECT * FROM permission_definitions WHERE project_id = $1', [projectId]);
  const map = new Map<string, PermissionDefinition>(SYSTEM_IDS.map((id) => [id, systemDefinition(id)]));
  for (const row of rows) {
    const def = toDefinition(row);
    map.set(def.id, def);
  }
  return map;
}

/** Definitions of one scope sorted by id; the team list includes the system permissions. */
export async function listDefinitions(db: Queryable, projectId: string, scope: PermissionScope): Promise<PermissionDefinition[]> {
  const all = [...(await definitionMap(db, projectId)).values()];
  return all.filter((d) => d.scope === scope).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function definitionView(def: PermissionDefinition): PermissionDefinitionWire {
  const view: PermissionDefinitionWire = { id: def.id, contained_permission_ids: [...def.contained_permission_ids].sort() };
  if (def.description !== null) view.description = def.description;
  return view;
}

/** The definition a grant may name in `scope`: PERMISSION_NOT_FOUND or WRONG_PERMISSION_SCOPE otherwise. */
export async function requireDefinition(db: Queryable, projectId: string, scope: PermissionScope, permissionId: string): Promise<PermissionDefinition> {
  const def = (await definitionMap(db, projectId)).get(permissionId);
  if (!def) throw new KnownErrors.PermissionNotFound({ permission_id: permissionId });
  if (def.scope !== scope) {
    throw new KnownErrors.WrongPermissionScope({ permission_id: permissionId, expected_scope: scope, actual_scope: def.scope });
  }
  return def;
}

/** The ids granted directly plus everything they contain, transitively; unknown ids are dropped. */
export function expandPermissions(defs: Map<string, PermissionDefinition>, direct: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const stack = [...direct];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    const def = defs.get(id);
    if (!def) continue;
    out.add(id);
    stack.push(...def.contained_permission_ids);
  }
  return out;
}
