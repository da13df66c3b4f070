// The on-demand module of the current user's area methods (see ./caches): every area's methods, which
// the user object's async methods call through, and the loads of the user-level caches.
import type { UserContext } from './context';
import type { UserAreaMethods } from './index';
import type { AreaCacheValues } from './caches';
import { contactChannelMethods, loadContactChannels } from './contact-channels';
import { sessionMethods, loadActiveSessions } from './sessions';
import { notificationMethods, loadNotificationCategories } from './notifications';
import { userApiKeyMethods, loadUserApiKeys } from './api-keys';
import { connectedAccountMethods, loadConnectedAccounts, loadOAuthProviders } from './connected-accounts';
import { teamMethods, loadTeams } from './teams';
import { permissionMethods } from './permissions';
import { receivedTeamInvitationMethods, loadReceivedTeamInvitations } from './received-team-invitations';
import { ownedProjectMethods, loadOwnedProjects } from './owned-projects';

export { loadTeamProfile } from './teams';
export { loadPermissions } from './permissions';

/** The loads of the user-level caches that take no argument, by cache name (./caches). */
export const loads: { [N in keyof AreaCacheValues]: (ctx: UserContext) => Promise<AreaCacheValues[N]> } = {
  contactChannels: loadContactChannels,
  'active-sessions': loadActiveSessions,
  'notification-categories': loadNotificationCategories,
  'api-keys': loadUserApiKeys,
  oauthProviders: loadOAuthProviders,
  connectedAccounts: loadConnectedAccounts,
  teams: loadTeams,
  'received-team-invitations': loadReceivedTeamInvitations,
  'owned-projects': loadOwnedProjects,
};

export function userAreaImplementation(ctx: UserContext): UserAreaMethods {
  return {
    ...contactChannelMethods(ctx),
    ...sessionMethods(ctx),
    ...notificationMethods(ctx),
    ...userApiKeyMethods(ctx),
    ...connectedAccountMethods(ctx),
    ...teamMethods(ctx),
    ...permissionMethods(ctx),
    ...receivedTeamInvitationMethods(ctx),
    ...ownedProjectMethods(ctx),
  };
}
