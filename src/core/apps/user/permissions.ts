// The current user's team and project permissions (PROTOCOL.md §5.15, §8; SPEC §6), named as in the
// official SDK: hasPermission / getPermission / listPermissions take the team first, or no team for the
// project scope. Lists are cached per scope, team and `recursive`, so many checks make one request.
import { refreshIfRead, type CachedValue } from '../../cache';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const permissionsCache = userCache('permissions', loadPermissions);

/** A permission the user holds (directly, or through a contained permission when recursive). */
export interface TeamPermission {
  id: string;
}

/** The project-scope grant has the same shape. */
export type ProjectPermission = TeamPermission;

export interface PermissionListOptions {
  /** Also list permissions implied through contained permissions (default true, SPEC §6). */
  recursive?: boolean;
}

/** Anything with a team id (a Team, a UserTeam, or `{ id }`). */
export interface TeamScope {
  id: string;
}

export interface PermissionMethods {
  listPermissions(scope: TeamScope | undefined, options?: PermissionListOptions): Promise<TeamPermission[]>;
  listPermissions(options?: PermissionListOptions): Promise<ProjectPermission[]>;
  hasPermission(scope: TeamScope | undefined, permissionId: string): Promise<boolean>;
  hasPermission(permissionId: string): Promise<boolean>;
  getPermission(scope: TeamScope | undefined, permissionId: string): Promise<TeamPermission | null>;
  getPermission(permissionId: string): Promise<TeamPermission | null>;
  /** The cache behind listPermissions for the team (or the project without one), for subscribers (React). */
  permissionsCache(scope: TeamScope | undefined, options?: PermissionListOptions): CachedValue<TeamPermission[]>;
}

/** The load of permissionsCache. */
export async function loadPermissions(ctx: UserContext, teamId: string | undefined, recursive: boolean): Promise<TeamPermission[]> {
  const grants = teamId === undefined
    ? await areaApi(ctx).permissions.listProject(ctx.session(), recursive)
    : await areaApi(ctx).permissions.listTeam(ctx.session(), teamId, recursive);
  return grants.map((grant) => ({ id: grant.id }));
}

export function permissionMethods(ctx: UserContext): PermissionMethods {
  const cache = (scope: TeamScope | undefined, options: PermissionListOptions = {}): CachedValue<TeamPermission[]> =>
    permissionsCache(ctx, scope?.id, options.recursive ?? true);

  // The official overloads: (team, id) / (id), and (team, options) / (options).
  function split<T>(first: TeamScope | undefined | T, second: T | undefined, isScope: (v: unknown) => boolean): [TeamScope | undefined, T | undefined] {
    return isScope(first) || first === undefined ? [first as TeamScope | undefined, second] : [undefined, first as T];
  }
  const isTeam = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

  async function getPermission(first: TeamScope | undefined | string, second?: string): Promise<TeamPermission | null> {
    const [scope, permissionId] = typeof first === 'string' ? [undefined, first] : [first, second];
    if (permissionId === undefined) throw new TypeError('getPermission needs a permission id');
    const list = await cache(scope).get();
    return list.find((permission) => permission.id === permissionId) ?? null;
  }

  return {
    listPermissions(first?: TeamScope | PermissionListOptions, second?: PermissionListOptions) {
      const [scope, options] = split<PermissionListOptions>(first, second, isTeam);
      return cache(scope, options).get();
    },
    getPermission,
    async hasPermission(first: TeamScope | undefined | string, second?: string) {
      return (await getPermission(first, second)) !== null;
    },
    permissionsCache: cache,
  };
}

/**
 * Re-reads the permission lists of a team (or of the project) that were already loaded, for mutations
 * elsewhere that change grants (creating, joining or leaving a team); lists never loaded stay unloaded.
 */
export async function refreshPermissions(ctx: UserContext, teamId?: string): Promise<void> {
  const methods = permissionMethods(ctx);
  const scope = teamId === undefined ? undefined : { id: teamId };
  await Promise.all(
    [true, false].map(async (recursive) => {
      await refreshIfRead(methods.permissionsCache(scope, { recursive }));
    }),
  );
}

export const permissionsArea = defineUserArea({ caches: [permissionsCache], methods: permissionMethods });
