// The per-area methods of the current user, each area in its own file (./define-area, listed in ./areas).
// Only the cheap part stays in the script: the caches' accessors (synchronous, React subscribes to them)
// and a forwarder per async method, since the script must know a method's name before its code loads
// (the return type makes a missing line a type error). The areas' code loads on first use (./loader).
import type { AsyncCache } from '../../cache';
import type { UserContext } from './context';
import type { UserAreaMethods } from './methods';
import type { UserCaches } from './areas';
import { userCacheName, type UserCacheSpec } from './define-area';
import { ensureInternalProject } from './internal-project';
import { userAreas } from './loader';

export type { UserContext, MaybeKnownError } from './context';
export type { UserAreaMethods } from './methods';
export { preloadUserAreas } from './loader';

type AsyncMethod = (...args: never[]) => Promise<unknown>;
type AsyncMethodName = { [K in keyof UserAreaMethods]: UserAreaMethods[K] extends AsyncMethod ? K : never }[keyof UserAreaMethods];
type CacheKey = UserCaches['key'];
type CacheOf<K extends CacheKey> = Extract<UserCaches, { key: K }>;
type CacheArgs<K extends CacheKey> = Parameters<CacheOf<K>['load']> extends [UserContext, ...infer A] ? A : never;
type CacheValue<K extends CacheKey> = CacheOf<K> extends UserCacheSpec<K, infer V, infer _A> ? V : never;

export function userAreaMethods(ctx: UserContext): UserAreaMethods {
  /** The area method `name`, its code fetched on the first call (./areas). */
  const later = <K extends AsyncMethodName>(name: K): UserAreaMethods[K] => {
    const call = async (...args: unknown[]): Promise<unknown> => {
      const method = (await userAreas()).userAreaImplementation(ctx)[name] as (...args: unknown[]) => Promise<unknown>;
      return method(...args);
    };
    return call as UserAreaMethods[K];
  };
  /** The user's cache `key` for `args`, its load fetched with the area code (the area code opens the same cache by name). */
  const cache = <K extends CacheKey>(key: K, ...args: CacheArgs<K>): AsyncCache<CacheValue<K>> =>
    ctx.cache<CacheValue<K>>(userCacheName(key, args), async () => (await (await userAreas()).loadUserCache(ctx, key, args)) as CacheValue<K>);
  const teamProfile = (team: { id: string }) => cache('team-profile', team.id);
  const ownedProjects = () => {
    ensureInternalProject(ctx);
    return cache('owned-projects');
  };
  return {
    listContactChannels: () => cache('contactChannels').get(),
    contactChannelsCache: () => cache('contactChannels'),
    createContactChannel: later('createContactChannel'),

    getActiveSessions: () => cache('active-sessions').get(),
    activeSessionsCache: () => cache('active-sessions'),
    revokeSession: later('revokeSession'),

    listPasskeys: () => cache('passkeys').get(),
    passkeysCache: () => cache('passkeys'),
    addPasskey: later('addPasskey'),
    renamePasskey: later('renamePasskey'),
    removePasskey: later('removePasskey'),

    listNotificationCategories: () => cache('notification-categories').get(),
    notificationCategoriesCache: () => cache('notification-categories'),

    listApiKeys: () => cache('api-keys').get(),
    apiKeysCache: () => cache('api-keys'),
    createApiKey: later('createApiKey'),

    listOAuthProviders: () => cache('oauthProviders').get(),
    oauthProvidersCache: () => cache('oauthProviders'),
    getOAuthProvider: later('getOAuthProvider'),
    listConnectedAccounts: () => cache('connectedAccounts').get(),
    connectedAccountsCache: () => cache('connectedAccounts'),
    linkConnectedAccount: later('linkConnectedAccount'),
    getConnectedAccount: later('getConnectedAccount'),
    getOrLinkConnectedAccount: later('getOrLinkConnectedAccount'),

    listTeams: () => cache('teams').get(),
    teamsCache: () => cache('teams'),
    getTeam: later('getTeam'),
    createTeam: later('createTeam'),
    setSelectedTeam: later('setSelectedTeam'),
    leaveTeam: later('leaveTeam'),
    getTeamProfile: (team) => teamProfile(team).get(),
    teamProfileCache: teamProfile,

    listPermissions: later('listPermissions'),
    hasPermission: later('hasPermission'),
    getPermission: later('getPermission'),
    // As the permissions area: `recursive` defaults to true (SPEC §6).
    permissionsCache: (scope, options = {}) => cache('permissions', scope?.id, options.recursive ?? true),

    listTeamInvitations: () => cache('received-team-invitations').get(),
    teamInvitationsCache: () => cache('received-team-invitations'),

    createProject: later('createProject'),
    // async, so a call on another project's app rejects as before rather than throwing.
    listOwnedProjects: async () => ownedProjects().get(),
    ownedProjectsCache: ownedProjects,

    getMfaRecoveryCodeStatus: () => cache('mfa-recovery-codes').get(),
    mfaRecoveryCodeStatusCache: () => cache('mfa-recovery-codes'),
    regenerateMfaRecoveryCodes: later('regenerateMfaRecoveryCodes'),
  };
}
