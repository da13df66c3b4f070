// The client and server views of a user (PROTOCOL.md §4.1) and the restricted status (§3.4).
import type { ClientUserWire, ServerUserWire } from '../../src/protocol/wire/users';
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { hasPasskey } from './passkeys';
import { signInOAuthAccounts, type OAuthAccountRecord } from '../oauth/store';
import { getChannels, primaryChannel, type ChannelRecord, type UserRecord } from './store';
import { clientTeamView, getTeam, serverTeamView } from './teams';

export type RestrictedReasonType = 'anonymous' | 'email_not_verified' | 'restricted_by_administrator';

export interface Restriction {
  is_restricted: boolean;
  restricted_reason: { type: RestrictedReasonType } | null;
}

export function restrictionOf(project: ProjectRecord, user: UserRecord, primary: ChannelRecord | null): Restriction {
  const reason: RestrictedReasonType | null = user.is_anonymous
    ? 'anonymous'
    : project.config.require_email_verification && !(primary?.is_verified ?? false)
      ? 'email_not_verified'
      : user.restricted_by_admin
        ? 'restricted_by_administrator'
        : null;
  return { is_restricted: reason !== null, restricted_reason: reason ? { type: reason } : null };
}

/** Everything derived from a user's rows that views and tokens need. */
export interface UserState {
  user: UserRecord;
  channels: ChannelRecord[];
  primary: ChannelRecord | null;
  restriction: Restriction;
  /** passkey_auth_enabled: true iff a passkey is registered (PROTOCOL.md §4.1). */
  hasPasskey: boolean;
  /** Linked OAuth accounts that allow sign-in, oldest first (the user's `oauth_providers`). */
  oauthAccounts: OAuthAccountRecord[];
}

export async function loadUserState(db: Queryable, project: ProjectRecord, user: UserRecord): Promise<UserState> {
  const channels = await getChannels(db, user.id);
  const primary = primaryChannel(channels);
  return { user, channels, primary, restriction: restrictionOf(project, user, primary), hasPasskey: await hasPasskey(db, user.id), oauthAccounts: await signInOAuthAccounts(db, user.id) };
}

function commonFields(state: UserState) {
  const { user, primary, restriction } = state;
  const hasPassword = user.password_hash !== null;
  return {
    id: user.id,
    primary_email: primary?.value ?? null,
    primary_email_verified: primary?.is_verified ?? false,
    display_name: user.display_name,
    profile_image_url: user.profile_image_url,
    signed_up_at_millis: user.signed_up_at_millis,
    client_metadata: user.client_metadata,
    client_read_only_metadata: user.client_read_only_metadata,
    has_password: hasPassword,
    otp_auth_enabled: user.otp_auth_enabled,
    passkey_auth_enabled: state.hasPasskey,
    auth_with_email: hasPassword || user.otp_auth_enabled,
    requires_totp_mfa: user.totp_secret_base64 !== null,
    oauth_providers: state.oauthAccounts.map((a) => ({ id: a.provider_config_id, account_id: a.account_id, email: a.email })),
    selected_team_id: user.selected_team_id,
    is_anonymous: user.is_anonymous,
    is_restricted: restriction.is_restricted,
    restricted_reason: restriction.restricted_reason,
    restricted_by_admin: user.restricted_by_admin,
    restricted_by_admin_reason: user.restricted_by_admin_reason,
  };
}

export async function clientUserView(db: Queryable, project: ProjectRecord, state: UserState): Promise<ClientUserWire> {
  const team = state.user.selected_team_id ? await getTeam(db, project.id, state.user.selected_team_id) : null;
  return { ...commonFields(state), selected_team: team ? clientTeamView(team) : null };
}

export async function serverUserView(db: Queryable, project: ProjectRecord, state: UserState): Promise<ServerUserWire> {
  const { user, primary } = state;
  const team = user.selected_team_id ? await getTeam(db, project.id, user.selected_team_id) : null;
  return {
    ...commonFields(state),
    selected_team: team ? serverTeamView(team) : null,
    primary_email_auth_enabled: primary?.used_for_auth ?? false,
    server_metadata: user.server_metadata,
    last_active_at_millis: user.last_active_at_millis,
    restricted_by_admin_private_details: user.restricted_by_admin_private_details,
    country_code: user.country_code,
    risk_scores: user.risk_scores,
  };
}
