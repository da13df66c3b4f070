// Creating, changing and deleting a custom permission definition (PROTOCOL.md §5.16), each in one
// transaction: a rename or deletion follows into other definitions' contained lists and into grants.
import { KnownErrors } from '../../src/protocol/errors';
import type { Database, Queryable } from '../db/database';
import {
  definitionMap,
  deleteDefinitionRow,
  insertDefinition,
  isSystemPermissionId,
  setContainedPermissions,
  updateDefinitionRow,
  type PermissionDefinition,
  type PermissionScope,
} from './definitions';
import { dropFromDefaultLists } from './default-lists';
import { renameGrants } from './grants';

/** What a create or update may set; contained ids are deduplicated and sorted here. */
export interface DefinitionChange {
  id?: string;
  description?: string | null;
  contained_permission_ids?: readonly string[];
}

/** Contained ids must exist in the same scope; team definitions may also contain system ids. */
async function checkContained(db: Queryable, projectId: string, scope: PermissionScope, ids: readonly string[]): Promise<void> {
  const defs = await definitionMap(db, projectId);
  for (const id of ids) {
    if (defs.get(id)?.scope !== scope) throw new KnownErrors.ContainedPermissionNotFound({ permission_id: id });
  }
}

/** A custom definition of this scope; system ones and other scopes are "not found". */
async function ownDefinition(db: Queryable, projectId: string, scope: PermissionScope, id: string): Promise<PermissionDefinition> {
  const def = (await definitionMap(db, projectId)).get(id);
  if (!def || def.scope !== scope || isSystemPermissionId(id)) throw new KnownErrors.PermissionNotFound({ permission_id: id });
  return def;
}

const sortedSet = (ids: readonly string[]): string[] => [...new Set(ids)].sort();

export function createDefinition(db: Database, projectId: string, scope: PermissionScope, change: DefinitionChange & { id: string }): Promise<PermissionDefinition> {
  const contained = sortedSet(change.contained_permission_ids ?? []);
  return db.transaction(async (tx) => {
    if ((await definitionMap(tx, projectId)).has(change.id)) throw new KnownErrors.PermissionIdAlreadyExists({ permission_id: change.id });
    await checkContained(tx, projectId, scope, contained);
    const created = { id: change.id, scope, description: change.description ?? null, contained_permission_ids: contained };
    await insertDefinition(tx, projectId, created);
    return created;
  });
}

export function updateDefinition(db: Database, projectId: string, scope: PermissionScope, oldId: string, change: DefinitionChange): Promise<PermissionDefinition> {
  return db.transaction(async (tx) => {
    const current = await ownDefinition(tx, projectId, scope, oldId);
    const newId = change.id ?? oldId;
    if (newId !== oldId && (await definitionMap(tx, projectId)).has(newId)) {
      throw new KnownErrors.PermissionIdAlreadyExists({ permission_id: newId });
    }
    const contained = change.contained_permission_ids ? sortedSet(change.contained_permission_ids) : current.contained_permission_ids;
    if (change.contained_permission_ids) await checkContained(tx, projectId, scope, contained);
    const updated = { id: newId, scope, description: change.description ?? current.description, contained_permission_ids: contained };
    await updateDefinitionRow(tx, projectId, oldId, updated);
    if (newId !== oldId) {
      await renameReferences(tx, projectId, oldId, newId);
      await dropFromDefaultLists(tx, projectId, scope, oldId);
    }
    return updated;
  });
}

export function deleteDefinition(db: Database, projectId: string, scope: PermissionScope, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await ownDefinition(tx, projectId, scope, id);
    await deleteDefinitionRow(tx, projectId, id);
    await renameReferences(tx, projectId, id, null);
    await dropFromDefaultLists(tx, projectId, scope, id);
  });
}

/** Follows a rename (or a deletion, newId null) in contained lists and grants. */
async function renameReferences(db: Queryable, projectId: string, oldId: string, newId: string | null): Promise<void> {
  const defs = await definitionMap(db, projectId);
  for (const def of defs.values()) {
    if (!def.contained_permission_ids.includes(oldId)) continue;
    const contained = sortedSet(def.contained_permission_ids.flatMap((id) => (id === oldId ? (newId ? [newId] : []) : [id])));
    await setContainedPermissions(db, projectId, def.id, contained);
  }
  await renameGrants(db, projectId, oldId, newId);
}
