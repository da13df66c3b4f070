// A user seen with server access (PROTOCOL.md §4.1): the server view's fields plus what a backend may do to
// any user, one area per file in ./user/ (profile, sessions, contact channels, notifications, OAuth links,
// connected accounts, teams, permissions, API keys). Names follow the official SDK's ServerUser.
import type { Json } from '../../../protocol/schema';
import type { ServerUserWire } from '../../../protocol/wire/users';
import { publicUserFromWire } from '../current-user';
import type { PublicUser } from '../shapes/user';
import { createServerTeam, type ServerTeam } from './server-team';
import type { RiskScores } from './user/body';
import type { ServerAppContext } from './user/context';
import { serverUserApiKeyMethods, type ServerUserApiKeyMethods } from './user/api-keys';
import { serverConnectedAccountMethods, type ServerConnectedAccountMethods } from './user/connected-accounts';
import { serverContactChannelMethods, type ServerContactChannelMethods } from './user/contact-channels';
import { serverNotificationMethods, type ServerNotificationMethods } from './user/notifications';
import { serverOAuthProviderMethods, type ServerOAuthProviderMethods } from './user/oauth-providers';
import { serverPermissionMethods, type ServerPermissionMethods } from './user/permissions';
import { serverUserProfileMethods, type ServerUserProfileMethods } from './user/profile';
import { serverSessionMethods, type ServerSessionMethods } from './user/sessions';
import { serverUserTeamMethods, type ServerUserTeamMethods } from './user/teams';

export type RestrictedReason = { type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

export interface ServerUserData extends Omit<PublicUser, 'selectedTeam'> {
  selectedTeam: ServerTeam | null;
  serverMetadata: Json;
  lastActiveAt: Date;
  /** Not fully signed up yet: anonymous, unverified where the project requires it, or restricted by an admin. */
  isRestricted: boolean;
  restrictedReason: RestrictedReason | null;
  restrictedByAdmin: boolean;
  /** Shown to the user. */
  restrictedByAdminReason: string | null;
  /** For server eyes only. */
  restrictedByAdminPrivateDetails: string | null;
  countryCode: string | null;
  riskScores: RiskScores;
}

export interface ServerUser
  extends ServerUserData,
    ServerUserProfileMethods,
    ServerSessionMethods,
    ServerContactChannelMethods,
    ServerNotificationMethods,
    ServerOAuthProviderMethods,
    ServerConnectedAccountMethods,
    ServerUserTeamMethods,
    ServerPermissionMethods,
    ServerUserApiKeyMethods {}

export function createServerUser(app: ServerAppContext, wire: ServerUserWire): ServerUser {
  const ctx = { ...app, userId: wire.id };
  return {
    ...publicUserFromWire(wire),
    selectedTeam: wire.selected_team ? createServerTeam(app.api, wire.selected_team) : null,
    serverMetadata: wire.server_metadata,
    lastActiveAt: new Date(wire.last_active_at_millis),
    isRestricted: wire.is_restricted,
    restrictedReason: wire.restricted_reason,
    restrictedByAdmin: wire.restricted_by_admin,
    restrictedByAdminReason: wire.restricted_by_admin_reason,
    restrictedByAdminPrivateDetails: wire.restricted_by_admin_private_details,
    countryCode: wire.country_code,
    riskScores: { signUp: { bot: wire.risk_scores.sign_up.bot, freeTrialAbuse: wire.risk_scores.sign_up.free_trial_abuse } },
    ...serverUserProfileMethods(ctx),
    ...serverSessionMethods(ctx),
    ...serverContactChannelMethods(ctx),
    ...serverNotificationMethods(ctx),
    ...serverOAuthProviderMethods(ctx),
    ...serverConnectedAccountMethods(ctx),
    ...serverUserTeamMethods(ctx),
    ...serverPermissionMethods(ctx),
    ...serverUserApiKeyMethods(ctx),
  };
}
