// Projects and their key sets, kept in memory per process and database, so header auth (PROTOCOL.md
// §2.3 steps 6-8) costs no statement of its own. Why a version number: every change to a project row or
// its key sets gives the project a new `cache_version` (a trigger, migration 013), and header auth reads
// that number in the one statement it runs anyway (with the token's user, middleware/auth-statement.ts). A change
// made by this process, by another process on the same PostgreSQL, or by hand in SQL is therefore seen at
// the next request, with no LISTEN connection to keep and no window in which a stale entry is trusted.
// A miss costs one statement that loads the project with its key sets.
import type { Queryable } from '../db/database';
import { toProject, type KeyKind, type ProjectRecord } from './store';

interface KeySet {
  publishable_client_key: string | null;
  secret_server_key: string | null;
  super_secret_admin_key: string | null;
  expires_at_millis: number | null;
  manually_revoked_at_millis: number | null;
}

interface Entry {
  version: string;
  project: ProjectRecord;
  keySets: KeySet[];
}

/** The cached project of a request; handlers read it and never change it (it is shared). */
export interface CachedProject {
  project: ProjectRecord;
  keySets: readonly KeySet[];
}

const LOAD_SQL = `SELECT p.*, p.cache_version::text AS project_cache_version,
    COALESCE((SELECT json_agg(json_build_object(
      'publishable_client_key', k.publishable_client_key, 'secret_server_key', k.secret_server_key,
      'super_secret_admin_key', k.super_secret_admin_key, 'expires_at_millis', k.expires_at_millis,
      'manually_revoked_at_millis', k.manually_revoked_at_millis)) FROM api_key_sets k WHERE k.project_id = p.id), '[]') AS key_sets
  FROM projects p WHERE p.id = $1`;

const caches = new WeakMap<Queryable, Map<string, Entry>>();
/** Far more projects than a test run makes; past it the map starts over rather than grow. */
const MAX_ENTRIES = 10_000;

/**
 * The project at `version` (read by the caller in its own statement): the cached entry when it is that
 * version, else loaded now. Null when the project is gone.
 */
export async function projectAtVersion(db: Queryable, projectId: string, version: string): Promise<CachedProject | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(projectId);
  if (cached && cached.version === version) return cached;
  const [row] = await db.query<Record<string, unknown> & { project_cache_version: string; key_sets: KeySet[] }>(LOAD_SQL, [projectId]);
  if (!row) {
    cache.delete(projectId);
    return null;
  }
  const { project_cache_version: loadedVersion, key_sets: keySets, ...projectRow } = row;
  // The loaded row may be newer than `version` (a change in between): it is kept under its own version.
  const entry: Entry = { version: loadedVersion, project: toProject(projectRow), keySets };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(projectId, entry);
  return entry;
}

/** True when `value` is a key of that kind in a key set that is neither revoked nor expired at `now`. */
export function hasValidKey(project: CachedProject, kind: KeyKind, value: string, now: number): boolean {
  return project.keySets.some(
    (set) => set[kind] === value && set.manually_revoked_at_millis === null && (set.expires_at_millis === null || Number(set.expires_at_millis) > now),
  );
}
