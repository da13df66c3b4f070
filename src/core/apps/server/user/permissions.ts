// A server user's permissions (PROTOCOL.md §5.15): grant and revoke (only servers may), list and check,
// named and overloaded as in the official SDK: a team first for team permissions, no team for project ones.
import type { PermissionListOptions, TeamPermission, TeamScope } from '../../user/permissions';
import type { ServerUserContext } from './context';

export interface ServerPermissionMethods {
  /** Grants a team permission (the user must be a member) or, without a team, a project permission. */
  grantPermission(scope: TeamScope, permissionId: string): Promise<void>;
  grantPermission(permissionId: string): Promise<void>;
  /** Revokes a directly held permission (TEAM_PERMISSION_NOT_FOUND / PERMISSION_NOT_FOUND otherwise). */
  revokePermission(scope: TeamScope, permissionId: string): Promise<void>;
  revokePermission(permissionId: string): Promise<void>;
  /** Held permissions; `recursive` (default true) adds those implied through contained permissions. */
  listPermissions(scope: TeamScope, options?: PermissionListOptions): Promise<TeamPermission[]>;
  listPermissions(options?: PermissionListOptions): Promise<TeamPermission[]>;
  hasPermission(scope: TeamScope, permissionId: string): Promise<boolean>;
  hasPermission(permissionId: string): Promise<boolean>;
  getPermission(scope: TeamScope, permissionId: string): Promise<TeamPermission | null>;
  getPermission(permissionId: string): Promise<TeamPermission | null>;
}

type ScopedId = [TeamScope | undefined, string];

/** The official overloads (team, id) and (id), as a pair. */
function scoped(first: TeamScope | string, second: string | undefined): ScopedId {
  if (typeof first === 'string') return [undefined, first];
  if (second === undefined) throw new TypeError('a permission id is needed after the team');
  return [first, second];
}

export function serverPermissionMethods(ctx: ServerUserContext): ServerPermissionMethods {
  const { userId } = ctx;
  const api = ctx.api.permissions;

  async function list(scope: TeamScope | undefined, options: PermissionListOptions = {}): Promise<TeamPermission[]> {
    const query = { userId, recursive: options.recursive ?? true };
    const grants = scope === undefined ? await api.listProject(query) : await api.listTeam(scope.id, query);
    return grants.map((grant) => ({ id: grant.id }));
  }

  async function getPermission(first: TeamScope | string, second?: string): Promise<TeamPermission | null> {
    const [scope, permissionId] = scoped(first, second);
    return (await list(scope)).find((p) => p.id === permissionId) ?? null;
  }

  return {
    async grantPermission(first: TeamScope | string, second?: string) {
      const [scope, permissionId] = scoped(first, second);
      if (scope === undefined) await api.grantProject(userId, permissionId);
      else await api.grantTeam(scope.id, userId, permissionId);
    },
    async revokePermission(first: TeamScope | string, second?: string) {
      const [scope, permissionId] = scoped(first, second);
      if (scope === undefined) await api.revokeProject(userId, permissionId);
      else await api.revokeTeam(scope.id, userId, permissionId);
    },
    listPermissions(first?: TeamScope | PermissionListOptions, second?: PermissionListOptions) {
      const isTeam = typeof first === 'object' && 'id' in first && typeof first.id === 'string';
      return isTeam ? list(first as TeamScope, second) : list(undefined, first as PermissionListOptions | undefined);
    },
    getPermission,
    async hasPermission(first: TeamScope | string, second?: string) {
      return (await getPermission(first, second)) !== null;
    },
  };
}
