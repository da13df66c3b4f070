// Reading and changing a project's config overrides (PROTOCOL.md §5.27): the stored level overrides,
// the rendered tree, and one planned change that both the config routes and the legacy project PATCH
// go through (validated first, then written together with the legacy record it implies).
import type { Json } from '../../src/protocol/schema';
import type { ConfigOverrideLevel, ConfigSourceWire } from '../../src/protocol/wire/config';
import type { Database, Queryable } from '../db/database';
import { StatusError } from '../http';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../middleware/json-depth';
import { listDefinitions } from '../permissions/definitions';
import type { ProjectConfig } from './config';
import { isConfigObject, overrideEntryProblems, renderConfig, unsafeEntryProblem, type ConfigObject } from './config-schema';
import {
  applyEntries,
  applyOverrideEntries,
  ConfigTreeError,
  legacyFromTree,
  levelsAbove,
  levelsBelow,
  mergeFlatOverride,
  renderProjectConfig,
  type FlatOverride,
  type OverrideLevels,
  type TreePermission,
} from './config-tree';
import { getAtPath, setAtPath, UnsafePathError } from './safe-paths';
import { updateProject, type ProjectRecord } from './store';

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export async function readOverrideLevels(db: Queryable, projectId: string): Promise<OverrideLevels> {
  const rows = await db.query<{ level: ConfigOverrideLevel; override: unknown }>('SELECT level, override FROM project_config_overrides WHERE project_id = $1', [projectId]);
  const levels: OverrideLevels = { project: {}, branch: {}, environment: {} };
  for (const row of rows) levels[row.level] = withoutUnsafeEntries(parseJson(row.override) as FlatOverride);
  return levels;
}

/** A stored level without entries through the prototype (only a write from before they were refused holds any). */
function withoutUnsafeEntries(override: FlatOverride): FlatOverride {
  const entries = Object.entries(override);
  const safe = entries.filter(([key, value]) => unsafeEntryProblem(key, value) === null);
  return safe.length === entries.length ? override : Object.fromEntries(safe);
}

/** Where the branch config came from; a project nobody pushed to is `unlinked`. */
export async function readBranchSource(db: Queryable, projectId: string): Promise<ConfigSourceWire> {
  const rows = await db.query<{ source: unknown }>("SELECT source FROM project_config_overrides WHERE project_id = $1 AND level = 'branch'", [projectId]);
  const source = rows[0] ? parseJson(rows[0].source) : null;
  return (source as ConfigSourceWire | null) ?? { type: 'unlinked' };
}

export async function writeOverrideLevel(db: Queryable, projectId: string, level: ConfigOverrideLevel, override: FlatOverride, source?: ConfigSourceWire): Promise<void> {
  await db.query(
    `INSERT INTO project_config_overrides (project_id, level, override, source) VALUES ($1, $2, $3::jsonb, $4::jsonb)
     ON CONFLICT (project_id, level) DO UPDATE SET override = EXCLUDED.override, source = COALESCE(EXCLUDED.source, project_config_overrides.source)`,
    [projectId, level, JSON.stringify(override), source === undefined ? null : JSON.stringify(source)],
  );
}

export async function writeBranchSource(db: Queryable, projectId: string, source: ConfigSourceWire): Promise<void> {
  const levels = await readOverrideLevels(db, projectId);
  await writeOverrideLevel(db, projectId, 'branch', levels.branch, source);
}

async function treePermissions(db: Queryable, projectId: string): Promise<TreePermission[]> {
  const [team, project] = await Promise.all([listDefinitions(db, projectId, 'team'), listDefinitions(db, projectId, 'project')]);
  return [...team, ...project].filter((d) => !d.id.startsWith('$'));
}

/** GET /internal/config: the full rendered tree. */
export async function renderedConfig(db: Queryable, project: ProjectRecord): Promise<ConfigObject> {
  return renderProjectConfig(project.config, await readOverrideLevels(db, project.id), await treePermissions(db, project.id));
}

/** An override object from its JSON text (text 400 `Invalid config JSON` otherwise). */
export function parseOverrideString(text: string): ConfigObject {
  // Refused before parsing: the tree's walks (clone, render, store) would overflow the stack.
  if (jsonNestsDeeperThan(text)) throw new StatusError(400, `Invalid config JSON: it is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StatusError(400, 'Invalid config JSON');
  }
  if (!isConfigObject(value as Json)) throw new StatusError(400, 'Invalid config JSON');
  return value as ConfigObject;
}

/** Every problem of the entries for `level` as one text 400; custom permissions have their own routes. */
export function checkOverrideEntries(level: ConfigOverrideLevel, entries: readonly [string, Json][]): void {
  const problems = entries.flatMap(([key, value]) => {
    if (key === 'rbac' || key === 'rbac.permissions' || key.startsWith('rbac.permissions.')) {
      return [`The key "${key}" cannot be set through config overrides in the emulator; use the permission definition endpoints.`];
    }
    return overrideEntryProblems(level, key, value);
  });
  if (problems.length > 0) throw new StatusError(400, problems.join('\n'));
}

/** Keys to reset may name any key, but not one through the prototype (same text 400 as an override). */
export function checkResetKeys(keys: readonly string[]): void {
  const problems = keys.flatMap((key) => unsafeEntryProblem(key, null) ?? []);
  if (problems.length > 0) throw new StatusError(400, problems.join('\n'));
}

export interface PlannedConfigChange {
  level: ConfigOverrideLevel;
  override: FlatOverride;
  source?: ConfigSourceWire;
  /** The legacy record after the change. */
  config: ProjectConfig;
}

/**
 * The change of `level` to `override`, where `entries` are the keys it sets or removes: the current
 * tree with the entries applied, then the levels above re-applied (they win), read back into the legacy
 * record. Keys the entries remove fall back to the levels below, else to their defaults.
 */
export async function planConfigChange(
  db: Queryable,
  project: ProjectRecord,
  level: ConfigOverrideLevel,
  entries: readonly [string, Json][],
  override?: FlatOverride,
): Promise<PlannedConfigChange> {
  const levels = await readOverrideLevels(db, project.id);
  const current = renderProjectConfig(project.config, levels, await treePermissions(db, project.id));
  try {
    let next = applyOverrideEntries(current, entries);
    // A key this level stops setting falls back to what the levels below set, if any.
    const below = levelsBelow(level).reduce<ConfigObject>((tree, l) => applyEntries(tree, Object.entries(levels[l])), {});
    for (const [key, value] of entries) {
      const fallback = value === null ? getAtPath(below, key) : undefined;
      if (fallback !== undefined) next = setAtPath(next, key, fallback);
    }
    for (const above of levelsAbove(level)) next = applyOverrideEntries(next, Object.entries(levels[above]));
    const config = legacyFromTree(renderConfig(next), project.config);
    return { level, override: override ?? mergeFlatOverride(levels[level], entries), config };
  } catch (error) {
    if (error instanceof ConfigTreeError || error instanceof UnsafePathError) throw new StatusError(400, error.message);
    throw error;
  }
}

/** The planned level override (the legacy record is written by the caller with the project's other columns). */
export async function saveConfigOverride(db: Queryable, projectId: string, change: PlannedConfigChange): Promise<void> {
  await writeOverrideLevel(db, projectId, change.level, change.override, change.source);
}

/** The level override and the legacy record it implies, written together (the config endpoints). */
export async function commitConfigChange(db: Database, projectId: string, change: PlannedConfigChange): Promise<void> {
  await db.transaction(async (tx) => {
    await saveConfigOverride(tx, projectId, change);
    await updateProject(tx, projectId, { config: change.config });
  });
}
