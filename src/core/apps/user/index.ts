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

type UserAreas = Awaited<ReturnType<typeof caches.userAreas>>;

/** An async method whose code is fetched on its first call: `pick` takes it from the area module. */
function later<F extends (...args: never[]) => Promise<unknown>>(pick: (areas: UserAreas) => F): F {
  const call = async (...args: Parameters<F>): Promise<unknown> => {
    const method: (...args: Parameters<F>) => Promise<unknown> = pick(await caches.userAreas());
    return method(...args);
  };
  return call as unknown as F;
}

export function userAreaMethods(ctx: UserContext): UserAreaMethods {
  const teams = () => caches.teamsCache(ctx);
  const teamProfile = (team: { id: string }) => caches.teamProfileCache(ctx, team.id);
  const ownedProjects = () => {
    caches.ensureInternalProject(ctx);
    return caches.ownedProjectsCache(ctx);
  };
  return {
    listContactChannels: () => caches.contactChannelsCache(ctx).get(),
    contactChannelsCache: () => caches.contactChannelsCache(ctx),
    createContactChannel: later((m) => m.contactChannelMethods(ctx).createContactChannel),

    getActiveSessions: () => caches.activeSessionsCache(ctx).get(),
    activeSessionsCache: () => caches.activeSessionsCache(ctx),
    revokeSession: later((m) => m.sessionMethods(ctx).revokeSession),

    listNotificationCategories: () => caches.notificationCategoriesCache(ctx).get(),
    notificationCategoriesCache: () => caches.notificationCategoriesCache(ctx),

    listApiKeys: () => caches.userApiKeysCache(ctx).get(),
    apiKeysCache: () => caches.userApiKeysCache(ctx),
    createApiKey: later((m) => m.userApiKeyMethods(ctx).createApiKey),

    listOAuthProviders: () => caches.oauthProvidersCache(ctx).get(),
    oauthProvidersCache: () => caches.oauthProvidersCache(ctx),
    getOAuthProvider: later((m) => m.connectedAccountMethods(ctx).getOAuthProvider),
    listConnectedAccounts: () => caches.connectedAccountsCache(ctx).get(),
    connectedAccountsCache: () => caches.connectedAccountsCache(ctx),
    linkConnectedAccount: later((m) => m.connectedAccountMethods(ctx).linkConnectedAccount),
    getConnectedAccount: later((m) => m.connectedAccountMethods(ctx).getConnectedAccount),
    getOrLinkConnectedAccount: later((m) => m.connectedAccountMethods(ctx).getOrLinkConnectedAccount),

    listTeams: () => teams().get(),
    teamsCache: teams,
    getTeam: later((m) => m.teamMethods(ctx).getTeam),
    createTeam: later((m) => m.teamMethods(ctx).createTeam),
    setSelectedTeam: later((m) => m.teamMethods(ctx).setSelectedTeam),
    leaveTeam: later((m) => m.teamMethods(ctx).leaveTeam),
    getTeamProfile: (team) => teamProfile(team).get(),
    teamProfileCache: teamProfile,

    listPermissions: later((m) => m.permissionMethods(ctx).listPermissions),
    hasPermission: later((m) => m.permissionMethods(ctx).hasPermission),
    getPermission: later((m) => m.permissionMethods(ctx).getPermission),
    // As permissionMethods: `recursive` defaults to true (SPEC §6).
    permissionsCache: (scope, options = {}) => caches.permissionsCache(ctx, scope?.id, options.recursive ?? true),

    listTeamInvitations: () => caches.receivedTeamInvitationsCache(ctx).get(),
    teamInvitationsCache: () => caches.receivedTeamInvitationsCache(ctx),

    createProject: later((m) => m.ownedProjectMethods(ctx).createProject),
    // async, so a call on another project's app rejects as before rather than throwing.
    listOwnedProjects: async () => ownedProjects().get(),
    ownedProjectsCache: ownedProjects,
  };
}
