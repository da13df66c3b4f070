// The project's default permission lists (team creator, team member, sign-up) name definitions; a
// definition deleted or renamed leaves them, as Stack Auth lists only ids that are still defined.
import type { Queryable } from '../db/database';
import { planConfigChange, saveConfigOverride } from '../projects/config-overrides';
import { getProject, updateProject } from '../projects/store';
import type { PermissionScope } from './definitions';

/** The config-tree keys of the lists that may hold a definition of each scope. */
const LIST_KEYS: Record<PermissionScope, { key: string; field: 'team_creator_default_permissions' | 'team_member_default_permissions' | 'user_default_permissions' }[]> = {
  team: [
    { key: 'rbac.defaultPermissions.teamCreator', field: 'team_creator_default_permissions' },
    { key: 'rbac.defaultPermissions.teamMember', field: 'team_member_default_permissions' },
  ],
  project: [{ key: 'rbac.defaultPermissions.signUp', field: 'user_default_permissions' }],
};

/** Removes `id` from the default lists that hold it, as an environment override (the level the project's config edits write). */
export async function dropFromDefaultLists(db: Queryable, projectId: string, scope: PermissionScope, id: string): Promise<void> {
  const project = await getProject(db, projectId);
  if (!project) return;
  const holding = LIST_KEYS[scope].filter(({ field }) => project.config[field].some((p) => p.id === id));
  if (holding.length === 0) return;
  const change = await planConfigChange(db, project, 'environment', holding.map(({ key }): [string, null] => [`${key}.${id}`, null]));
  await saveConfigOverride(db, projectId, change);
  await updateProject(db, projectId, { config: change.config });
}
