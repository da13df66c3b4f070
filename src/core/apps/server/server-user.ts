// A user seen with server access (PROTOCOL.md §4.1, §5.15): the data fields plus the permission methods
// only servers have, grant and revoke, named and overloaded as in the official SDK: a team first for
// team permissions, no team for project permissions. Lists are read fresh (a backend wants the truth).
import type { Json } from '../../../protocol/schema';
import type { ServerUserWire } from '../../../protocol/wire/users';
import type { ServerInterface } from '../../interface/server-interface';
import { publicUserFromWire } from '../current-user';
import type { PublicUser } from '../types';
import type { PermissionListOptions, TeamPermission, TeamScope } from '../user/permissions';
import { createServerTeam, type ServerTeam } from './server-team';

export interface ServerUser extends PublicUser {
  serverMetadata: Json;
  lastActiveAt: Date;
  /** The user's teams, oldest first. */
  listTeams(): Promise<ServerTeam[]>;
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

export function createServerUser(api: ServerInterface, wire: ServerUserWire): ServerUser {
  const userId = wire.id;

  async function list(scope: TeamScope | undefined, options: PermissionListOptions = {}): Promise<TeamPermission[]> {
    const query = { userId, recursive: options.recursive ?? true };
    const grants = scope === undefined ? await api.listProjectPermissions(query) : await api.listTeamPermissions(scope.id, query);
    return grants.map((grant) => ({ id: grant.id }));
  }

  async function getPermission(first: TeamScope | string, second?: string): Promise<TeamPermission | null> {
    const [scope, permissionId] = scoped(first, second);
    return (await list(scope)).find((p) => p.id === permissionId) ?? null;
  }

  return {
    ...publicUserFromWire(wire),
    serverMetadata: wire.server_metadata,
    lastActiveAt: new Date(wire.last_active_at_millis),
    async listTeams() {
      return (await api.listTeams(userId)).map((team) => createServerTeam(api, team));
    },
    async grantPermission(first: TeamScope | string, second?: string) {
      const [scope, permissionId] = scoped(first, second);
      if (scope === undefined) await api.grantProjectPermission(userId, permissionId);
      else await api.grantTeamPermission(scope.id, userId, permissionId);
    },
    async revokePermission(first: TeamScope | string, second?: string) {
      const [scope, permissionId] = scoped(first, second);
      if (scope === undefined) await api.revokeProjectPermission(userId, permissionId);
      else await api.revokeTeamPermission(scope.id, userId, permissionId);
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
