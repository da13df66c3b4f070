// Team and project permission definitions (PROTOCOL.md §5.16), named as in the official SDK
// (AdminTeamPermissionDefinition, createTeamPermissionDefinition, ...). The team list includes the
// six `$` system permissions.
import type { PermissionDefinitionCreateBody, PermissionDefinitionUpdateBody, PermissionDefinitionWire } from '../../../protocol/wire/permissions';
import type { AdminInterface } from '../../interface/admin/admin-interface';

export interface AdminPermissionDefinition {
  id: string;
  description?: string;
  containedPermissionIds: string[];
}
export type AdminTeamPermissionDefinition = AdminPermissionDefinition;
export type AdminProjectPermissionDefinition = AdminPermissionDefinition;

export interface AdminPermissionDefinitionCreateOptions {
  /** Lower-case letters, digits, `_` and `:`. */
  id: string;
  description?: string;
  containedPermissionIds?: string[];
}
export type AdminTeamPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;
export type AdminProjectPermissionDefinitionCreateOptions = AdminPermissionDefinitionCreateOptions;

export interface AdminPermissionDefinitionUpdateOptions {
  /** A new id renames the definition (and its grants). */
  id?: string;
  description?: string;
  containedPermissionIds?: string[];
}
export type AdminTeamPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;
export type AdminProjectPermissionDefinitionUpdateOptions = AdminPermissionDefinitionUpdateOptions;

export function permissionDefinitionFromWire(wire: PermissionDefinitionWire): AdminPermissionDefinition {
  return {
    id: wire.id,
    ...(wire.description === undefined ? {} : { description: wire.description }),
    containedPermissionIds: [...wire.contained_permission_ids],
  };
}

function createBody(options: AdminPermissionDefinitionCreateOptions): PermissionDefinitionCreateBody {
  return {
    id: options.id,
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.containedPermissionIds === undefined ? {} : { contained_permission_ids: options.containedPermissionIds }),
  };
}

function updateBody(options: AdminPermissionDefinitionUpdateOptions): PermissionDefinitionUpdateBody {
  return {
    ...(options.id === undefined ? {} : { id: options.id }),
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.containedPermissionIds === undefined ? {} : { contained_permission_ids: options.containedPermissionIds }),
  };
}

export type PermissionScope = 'team' | 'project';

/** The four operations of one scope, over the admin interface. */
export function permissionDefinitionsOf(admin: AdminInterface, scope: PermissionScope) {
  const api = admin.permissionDefinitions;
  const team = scope === 'team';
  return {
    async list(): Promise<AdminPermissionDefinition[]> {
      const items = team ? await api.listTeamPermissionDefinitions() : await api.listProjectPermissionDefinitions();
      return items.map(permissionDefinitionFromWire);
    },
    async create(options: AdminPermissionDefinitionCreateOptions): Promise<AdminPermissionDefinition> {
      const body = createBody(options);
      return permissionDefinitionFromWire(team ? await api.createTeamPermissionDefinition(body) : await api.createProjectPermissionDefinition(body));
    },
    async update(permissionId: string, options: AdminPermissionDefinitionUpdateOptions): Promise<AdminPermissionDefinition> {
      const body = updateBody(options);
      return permissionDefinitionFromWire(
        team ? await api.updateTeamPermissionDefinition(permissionId, body) : await api.updateProjectPermissionDefinition(permissionId, body),
      );
    },
    async delete(permissionId: string): Promise<void> {
      if (team) await api.deleteTeamPermissionDefinition(permissionId);
      else await api.deleteProjectPermissionDefinition(permissionId);
    },
  };
}
