// The client and server views of a user (PROTOCOL.md §4.1) and the restricted status (§3.4).
import type { ClientUserWire, ServerUserWire } from '../../src/protocol/wire/users';
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import type { OAuthAccountRecord } from '../oauth/store';
import { primaryChannel, toUser, type ChannelRecord, type UserRecord } from './store';
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

/**
 * The columns that bring, in the statement that reads a user, everything its state needs: channels,
 * passkey, sign-in OAuth accounts (oldest first) and the selected team. The arguments are SQL
 * expressions for the user's id, project id and selected team id.
 */
export function userStateColumns(userId: string, projectId: string, selectedTeamId: string): string {
  return `(SELECT COALESCE(json_agg(c ORDER BY c.created_at_millis, c.id), '[]') FROM contact_channels c WHERE c.user_id = ${userId}) AS state_channels,
    EXISTS (SELECT 1 FROM passkey_credentials k WHERE k.user_id = ${userId}) AS state_has_passkey,
    (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'project_id', o.project_id, 'user_id', o.user_id,
        'provider_config_id', o.provider_config_id, 'account_id', o.account_id, 'email', o.email, 'allow_sign_in', o.allow_sign_in,
        'allow_connected_accounts', o.allow_connected_accounts, 'created_at_millis', o.created_at_millis) ORDER BY o.created_at_millis, o.id), '[]')
      FROM oauth_accounts o WHERE o.user_id = ${userId} AND o.allow_sign_in) AS state_oauth_accounts,
    (SELECT row_to_json(t) FROM teams t WHERE t.project_id = ${projectId} AND t.id = ${selectedTeamId}) AS state_selected_team`;
}

/** What userStateColumns() adds to a row. */
export interface UserStateColumns {
  state_channels: ChannelRecord[] | null;
  state_has_passkey: boolean | null;
  state_oauth_accounts: OAuthAccountRecord[] | null;
  state_selected_team: TeamRecord | null;
}

/** The state of `user` from the columns of userStateColumns(). */
export function userStateOf(project: ProjectRecord, user: UserRecord, columns: UserStateColumns): UserState {
  const channels = (columns.state_channels ?? []).map((c) => ({ ...c, created_at_millis: Number(c.created_at_millis) }));
  const primary = primaryChannel(channels);
  const team = columns.state_selected_team;
  return {
    user,
    channels,
    primary,
    restriction: restrictionOf(project, user, primary),
    hasPasskey: columns.state_has_passkey === true,
    oauthAccounts: (columns.state_oauth_accounts ?? []).map((a) => ({ ...a, created_at_millis: Number(a.created_at_millis) })),
    selectedTeam: team ? { ...team, created_at_millis: Number(team.created_at_millis) } : null,
  };
}

/** The state of a user already read (one statement). */
export async function loadUserState(db: Queryable, project: ProjectRecord, user: UserRecord): Promise<UserState> {
  const [row] = await db.query<UserStateColumns>(`SELECT ${userStateColumns('$1::uuid', '$2', '$3::uuid')}`, [user.id, project.id, user.selected_team_id]);
  return userStateOf(project, user, row ?? { state_channels: null, state_has_passkey: null, state_oauth_accounts: null, state_selected_team: null });
}

/** A user of the project with its state, in one statement; null when there is none. */
export async function loadUserStateById(db: Queryable, project: ProjectRecord, userId: string): Promise<UserState | null> {
  if (!UUID_RE.test(userId)) return null;
  const [row] = await db.query<Record<string, unknown> & UserStateColumns>(
    `SELECT u.*, ${userStateColumns('u.id', 'u.project_id', 'u.selected_team_id')} FROM users u WHERE u.project_id = $1 AND u.id = $2`,
    [project.id, userId],
  );
  return row ? userStateOf(project, toUser(row), row) : null;
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
