// The on-demand module of the current user's area methods (see ./caches): the area factories whose
// async methods the user object calls through, and the loads of the user-level caches.
export { contactChannelMethods, loadContactChannels } from './contact-channels';
export { sessionMethods, loadActiveSessions } from './sessions';
export { loadNotificationCategories } from './notifications';
export { userApiKeyMethods, loadUserApiKeys } from './api-keys';
export { connectedAccountMethods, loadConnectedAccounts, loadOAuthProviders } from './connected-accounts';
export { teamMethods, loadTeamProfile, loadTeams } from './teams';
export { permissionMethods, loadPermissions } from './permissions';
export { loadReceivedTeamInvitations } from './received-team-invitations';
export { ownedProjectMethods, loadOwnedProjects } from './owned-projects';
