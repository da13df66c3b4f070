// The snake_case bodies of POST /users and PATCH /users/{id} (PROTOCOL.md §5.9) from camelCase options,
// names as in the official SDK's ServerUserCreateOptions / ServerUserUpdateOptions. Only given keys are sent.
import type { Json } from '../../../../protocol/schema';
import type { ServerUserCreateBody, ServerUserUpdateBody } from '../../../../protocol/wire/users';

export interface RiskScores {
  signUp: { bot: number; freeTrialAbuse: number };
}

/** The fields a create and an update share. */
interface ServerUserFields {
  displayName?: string | null;
  primaryEmail?: string | null;
  primaryEmailVerified?: boolean;
  /** The primary e-mail signs the user in (password, magic link); off by default on create. */
  primaryEmailAuthEnabled?: boolean;
  /** Sets the password (a create or update with it needs password sign-in enabled in the project). */
  password?: string | null;
  /** A Modular-Crypt-Format hash instead of `password` (imports from another system). */
  passwordHash?: string;
  otpAuthEnabled?: boolean;
  profileImageUrl?: string | null;
  clientMetadata?: Json;
  clientReadOnlyMetadata?: Json;
  serverMetadata?: Json;
  /** A TOTP secret turns two-factor sign-in on; null turns it off. */
  totpMultiFactorSecret?: Uint8Array | null;
  restrictedByAdmin?: boolean;
  restrictedByAdminReason?: string | null;
  restrictedByAdminPrivateDetails?: string | null;
  countryCode?: string | null;
  riskScores?: RiskScores;
}

export interface ServerUserCreateOptions extends ServerUserFields {
  /** A user with no way to sign in yet (PROTOCOL.md §5.6). */
  isAnonymous?: boolean;
  /** OAuth accounts to link, each allowing sign-in: the provider config id and the provider-side account id. */
  oauthProviders?: { id: string; accountId: string; email?: string | null }[];
}

export interface ServerUserUpdateOptions extends ServerUserFields {
  /** The team the user works in; it must be one of theirs (TEAM_MEMBERSHIP_NOT_FOUND). */
  selectedTeamId?: string | null;
  /** false deletes the user's passkey; it is turned on only by registering one. */
  passkeyAuthEnabled?: false;
  /** false upgrades an anonymous user (its sign-up time becomes now). */
  isAnonymous?: false;
}

/** Standard base64 with padding (what totp_secret_base64 expects). */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fieldsBody(o: ServerUserFields): ServerUserUpdateBody {
  const body: ServerUserUpdateBody = {};
  if (o.displayName !== undefined) body.display_name = o.displayName;
  if (o.primaryEmail !== undefined) body.primary_email = o.primaryEmail;
  if (o.primaryEmailVerified !== undefined) body.primary_email_verified = o.primaryEmailVerified;
  if (o.primaryEmailAuthEnabled !== undefined) body.primary_email_auth_enabled = o.primaryEmailAuthEnabled;
  if (o.password !== undefined) body.password = o.password;
  if (o.passwordHash !== undefined) body.password_hash = o.passwordHash;
  if (o.otpAuthEnabled !== undefined) body.otp_auth_enabled = o.otpAuthEnabled;
  if (o.profileImageUrl !== undefined) body.profile_image_url = o.profileImageUrl;
  if (o.clientMetadata !== undefined) body.client_metadata = o.clientMetadata;
  if (o.clientReadOnlyMetadata !== undefined) body.client_read_only_metadata = o.clientReadOnlyMetadata;
  if (o.serverMetadata !== undefined) body.server_metadata = o.serverMetadata;
  if (o.totpMultiFactorSecret !== undefined) body.totp_secret_base64 = o.totpMultiFactorSecret === null ? null : bytesToBase64(o.totpMultiFactorSecret);
  if (o.restrictedByAdmin !== undefined) body.restricted_by_admin = o.restrictedByAdmin;
  if (o.restrictedByAdminReason !== undefined) body.restricted_by_admin_reason = o.restrictedByAdminReason;
  if (o.restrictedByAdminPrivateDetails !== undefined) body.restricted_by_admin_private_details = o.restrictedByAdminPrivateDetails;
  if (o.countryCode !== undefined) body.country_code = o.countryCode;
  if (o.riskScores !== undefined) body.risk_scores = { sign_up: { bot: o.riskScores.signUp.bot, free_trial_abuse: o.riskScores.signUp.freeTrialAbuse } };
  return body;
}

export function serverUserUpdateBody(options: ServerUserUpdateOptions): ServerUserUpdateBody {
  const body = fieldsBody(options);
  if (options.selectedTeamId !== undefined) body.selected_team_id = options.selectedTeamId;
  if (options.passkeyAuthEnabled === false) body.passkey_auth_enabled = false;
  if (options.isAnonymous === false) body.is_anonymous = false;
  return body;
}

export function serverUserCreateBody(options: ServerUserCreateOptions): ServerUserCreateBody {
  const body: ServerUserCreateBody = fieldsBody(options);
  if (options.isAnonymous !== undefined) body.is_anonymous = options.isAnonymous;
  if (options.oauthProviders !== undefined) {
    body.oauth_providers = options.oauthProviders.map((p) => ({ id: p.id, account_id: p.accountId, ...(p.email === undefined ? {} : { email: p.email }) }));
  }
  return body;
}
