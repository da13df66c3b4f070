// The per-area methods of the current user, each area in its own file. The user object gets them from
// here, and only the cheap part stays in the script: the caches' accessors (synchronous, React subscribes
// to them; ./caches) and a forwarder per async method. The areas' code loads on first use (./areas).
import type { UserContext } from './context';
import type { ContactChannelMethods } from './contact-channels';
import type { SessionMethods } from './sessions';
import type { NotificationMethods } from './notifications';
import type { UserApiKeyMethods } from './api-keys';
import type { ConnectedAccountMethods } from './connected-accounts';
import type { TeamMethods } from './teams';
import type { PermissionMethods } from './permissions';
import type { ReceivedTeamInvitationMethods } from './received-team-invitations';
import type { OwnedProjectMethods } from './owned-projects';
import * as caches from './caches';

export type { UserContext, MaybeKnownError } from './context';

export interface UserAreaMethods extends ContactChannelMethods, SessionMethods, NotificationMethods, UserApiKeyMethods, ConnectedAccountMethods, TeamMethods, PermissionMethods, ReceivedTeamInvitationMethods, OwnedProjectMethods {}

type AsyncMethod = (...args: never[]) => Promise<unknown>;
type AsyncMethodName = { [K in keyof UserAreaMethods]: UserAreaMethods[K] extends AsyncMethod ? K : never }[keyof UserAreaMethods];

export function userAreaMethods(ctx: UserContext): UserAreaMethods {
  /** The area method `name`, its code fetched on the first call (./areas). */
  const later = <K extends AsyncMethodName>(name: K): UserAreaMethods[K] => {
    const call = async (...args: unknown[]): Promise<unknown> => {
      const method = (await caches.userAreas()).userAreaImplementation(ctx)[name] as (...args: unknown[]) => Promise<unknown>;
      return method(...args);
    };
    return call as UserAreaMethods[K];
  };
  const teams = () => caches.teamsCache(ctx);
  const teamProfile = (team: { id: string }) => caches.teamProfileCache(ctx, team.id);
  const ownedProjects = () => {
    caches.ensureInternalProject(ctx);
    return caches.ownedProjectsCache(ctx);
  };
  return {
    listContactChannels: () => caches.contactChannelsCache(ctx).get(),
    contactChannelsCache: () => caches.contactChannelsCache(ctx),
    createContactChannel: later('createContactChannel'),

    getActiveSessions: () => caches.activeSessionsCache(ctx).get(),
    activeSessionsCache: () => caches.activeSessionsCache(ctx),
    revokeSession: later('revokeSession'),

    listNotificationCategories: () => caches.notificationCategoriesCache(ctx).get(),
    notificationCategoriesCache: () => caches.notificationCategoriesCache(ctx),

    listApiKeys: () => caches.userApiKeysCache(ctx).get(),
    apiKeysCache: () => caches.userApiKeysCache(ctx),
    createApiKey: later('createApiKey'),

    listOAuthProviders: () => caches.oauthProvidersCache(ctx).get(),
    oauthProvidersCache: () => caches.oauthProvidersCache(ctx),
    getOAuthProvider: later('getOAuthProvider'),
    listConnectedAccounts: () => caches.connectedAccountsCache(ctx).get(),
    connectedAccountsCache: () => caches.connectedAccountsCache(ctx),
    linkConnectedAccount: later('linkConnectedAccount'),
    getConnectedAccount: later('getConnectedAccount'),
    getOrLinkConnectedAccount: later('getOrLinkConnectedAccount'),

    listTeams: () => teams().get(),
    teamsCache: teams,
    getTeam: later('getTeam'),
    createTeam: later('createTeam'),
    setSelectedTeam: later('setSelectedTeam'),
    leaveTeam: later('leaveTeam'),
    getTeamProfile: (team) => teamProfile(team).get(),
    teamProfileCache: teamProfile,

    listPermissions: later('listPermissions'),
    hasPermission: later('hasPermission'),
    getPermission: later('getPermission'),
    // As permissionMethods: `recursive` defaults to true (SPEC §6).
    permissionsCache: (scope, options = {}) => caches.permissionsCache(ctx, scope?.id, options.recursive ?? true),

    listTeamInvitations: () => caches.receivedTeamInvitationsCache(ctx).get(),
    teamInvitationsCache: () => caches.receivedTeamInvitationsCache(ctx),

    createProject: later('createProject'),
    // async, so a call on another project's app rejects as before rather than throwing.
    listOwnedProjects: async () => ownedProjects().get(),
    ownedProjectsCache: ownedProjects,
  };
}
