// The per-area methods of the current user, each area in its own file.
import type { UserContext } from './context';
import { contactChannelMethods, type ContactChannelMethods } from './contact-channels';
import { sessionMethods, type SessionMethods } from './sessions';
import { notificationMethods, type NotificationMethods } from './notifications';
import { userApiKeyMethods, type UserApiKeyMethods } from './api-keys';
import { connectedAccountMethods, type ConnectedAccountMethods } from './connected-accounts';
import { teamMethods, type TeamMethods } from './teams';
import { permissionMethods, type PermissionMethods } from './permissions';
import { receivedTeamInvitationMethods, type ReceivedTeamInvitationMethods } from './received-team-invitations';
import { ownedProjectMethods, type OwnedProjectMethods } from './owned-projects';

export type { UserContext, MaybeKnownError } from './context';

export interface UserAreaMethods extends ContactChannelMethods, SessionMethods, NotificationMethods, UserApiKeyMethods, ConnectedAccountMethods, TeamMethods, PermissionMethods, ReceivedTeamInvitationMethods, OwnedProjectMethods {}

export function userAreaMethods(ctx: UserContext): UserAreaMethods {
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
