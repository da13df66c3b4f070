// The four calls of one scope of permission definitions, so the page draws both scopes with one code path.
import type { StackAdminApp } from '../../../core/internal';
import type {
  AdminPermissionDefinition,
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
  PermissionScope,
} from '../../../core/internal';

export type { AdminPermissionDefinition, PermissionScope };

export interface PermissionScopeApi {
  list(): Promise<AdminPermissionDefinition[]>;
  create(options: AdminPermissionDefinitionCreateOptions): Promise<AdminPermissionDefinition>;
  update(id: string, options: AdminPermissionDefinitionUpdateOptions): Promise<AdminPermissionDefinition>;
  delete(id: string): Promise<void>;
}

export function permissionScopeApi(app: StackAdminApp, scope: PermissionScope): PermissionScopeApi {
  if (scope === 'team') {
    return {
      list: () => app.listTeamPermissionDefinitions(),
      create: (options) => app.createTeamPermissionDefinition(options),
      update: (id, options) => app.updateTeamPermissionDefinition(id, options),
      delete: (id) => app.deleteTeamPermissionDefinition(id),
    };
  }
  return {
    list: () => app.listProjectPermissionDefinitions(),
    create: (options) => app.createProjectPermissionDefinition(options),
    update: (id, options) => app.updateProjectPermissionDefinition(id, options),
    delete: (id) => app.deleteProjectPermissionDefinition(id),
  };
}
