// The client and server views of a user (PROTOCOL.md §4.1) and the restricted status (§3.4).
import type { ClientUserWire, ServerUserWire } from '../../src/protocol/wire/users';
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import type { OAuthAccountRecord } from '../oauth/store';
import { primaryChannel, type ChannelRecord } from '../contact-channels/store';
import { toUser, type UserRecord } from './store';
import { clientTeamView, serverTeamView, type TeamRecord } from './teams';

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
  /** The user's selected team, when it has one. */
  selectedTeam: TeamRecord | null;
}

/** A user's state as the database function `stack_user_state` returns it (migration 014). */
export interface StoredUserState {
  channels: ChannelRecord[];
  has_passkey: boolean;
  oauth_accounts: OAuthAccountRecord[];
  selected_team: TeamRecord | null;
}

/** The state of `user` from what `stack_user_state` returned. */
export function userStateOf(project: ProjectRecord, user: UserRecord, stored: StoredUserState | null): UserState {
  const channels = (stored?.channels ?? []).map((c) => ({ ...c, created_at_millis: Number(c.created_at_millis) }));
  const primary = primaryChannel(channels);
  const team = stored?.selected_team ?? null;
  return {
    user,
    channels,
    primary,
    restriction: restrictionOf(project, user, primary),
    hasPasskey: stored?.has_passkey === true,
    oauthAccounts: (stored?.oauth_accounts ?? []).map((a) => ({ ...a, created_at_millis: Number(a.created_at_millis) })),
    selectedTeam: team ? { ...team, created_at_millis: Number(team.created_at_millis) } : null,
  };
}

/** What `stack_user_with_state` returns: a users row (as JSON) and its state. */
export interface StoredUserWithState {
  user: Record<string, unknown>;
  state: StoredUserState;
}

/** The state of a user already read (one statement). */
export async function loadUserState(db: Queryable, project: ProjectRecord, user: UserRecord): Promise<UserState> {
  const [row] = await db.query<{ state: StoredUserState | null }>('SELECT stack_user_state($1, $2, $3) AS state', [user.id, project.id, user.selected_team_id]);
  return userStateOf(project, user, row?.state ?? null);
}

/** A user of the project with its state, in one statement; null when there is none. */
export async function loadUserStateById(db: Queryable, project: ProjectRecord, userId: string): Promise<UserState | null> {
  if (!UUID_RE.test(userId)) return null;
  const [row] = await db.query<{ found: StoredUserWithState | null }>('SELECT stack_user_with_state($1, $2) AS found', [project.id, userId]);
  return row?.found ? userStateOf(project, toUser(row.found.user), row.found.state) : null;
}

const UUID_RE = /^[0-9a-f-]{36}$/i;

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

// Sync since the state carries the team; `db` and `project` stay for the callers' sake.
export async function clientUserView(_db: Queryable, _project: ProjectRecord, state: UserState): Promise<ClientUserWire> {
  const team = state.selectedTeam;
  return { ...commonFields(state), selected_team: team ? clientTeamView(team) : null };
}

export async function serverUserView(_db: Queryable, _project: ProjectRecord, state: UserState): Promise<ServerUserWire> {
  const { user, primary } = state;
  const team = state.selectedTeam;
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
