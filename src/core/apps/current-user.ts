// The signed-in user as a domain object: a camelCase snapshot of GET /users/me plus the actions
// that act on it. Snapshots are immutable; a change yields a new object through onUserChange.

import type { ClientUserWire } from '../../protocol/wire';
import type { KnownError } from '../../protocol/errors/known-error';
import type { Result } from '../result';
import type { CurrentUser } from './interfaces/current-user';
import type { EmailCallbackOptions } from './shapes/options';
import type { PublicUser, UserUpdateOptions } from './shapes/user';
import { userAreaMethods, type UserContext } from './user';
import { teamFromWire } from './user/team-data';

/** What a user object needs from its app; the app owns the session, the store and the listeners. */
export interface CurrentUserOwner {
  updateCurrentUser(options: UserUpdateOptions): Promise<void>;
  signOutCurrentUser(options?: { redirectUrl?: string }): Promise<void>;
  deleteCurrentUser(): Promise<void>;
  sendCurrentUserVerificationEmail(primaryEmail: string | null, options?: EmailCallbackOptions): Promise<KnownError | undefined>;
  updateCurrentUserPassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | undefined>;
  setCurrentUserPassword(options: { password: string }): Promise<KnownError | undefined>;
  registerCurrentUserPasskey(options?: { hostname?: string }): Promise<Result<undefined, KnownError>>;
  /** What the per-area methods (src/core/apps/user/) of this user need. */
  userContext(userId: string): UserContext;
}

export function publicUserFromWire(wire: ClientUserWire): PublicUser {
  return {
    id: wire.id,
    displayName: wire.display_name,
    primaryEmail: wire.primary_email,
    primaryEmailVerified: wire.primary_email_verified,
    profileImageUrl: wire.profile_image_url,
    signedUpAt: new Date(wire.signed_up_at_millis),
    clientMetadata: wire.client_metadata,
    clientReadOnlyMetadata: wire.client_read_only_metadata,
    hasPassword: wire.has_password,
    emailAuthEnabled: wire.auth_with_email,
    otpAuthEnabled: wire.otp_auth_enabled,
    oauthProviders: wire.oauth_providers.map((p) => ({ id: p.id })),
    passkeyAuthEnabled: wire.passkey_auth_enabled,
    isMultiFactorRequired: wire.requires_totp_mfa,
    isAnonymous: wire.is_anonymous,
    selectedTeam: wire.selected_team ? teamFromWire(wire.selected_team) : null,
  };
}

/** A stable string of every data field: equal keys mean listeners have nothing new to hear. */
export function publicUserKey(user: PublicUser | null): string {
  if (user === null) return 'null';
  return JSON.stringify({ ...user, signedUpAt: user.signedUpAt.getTime() });
}

export function createCurrentUser(wire: ClientUserWire, owner: CurrentUserOwner): CurrentUser {
  const data = publicUserFromWire(wire);
  return {
    ...data,
    ...userAreaMethods(owner.userContext(data.id)),
    update: (options) => owner.updateCurrentUser(options),
    signOut: (options) => owner.signOutCurrentUser(options),
    delete: () => owner.deleteCurrentUser(),
    sendVerificationEmail: (options) => owner.sendCurrentUserVerificationEmail(data.primaryEmail, options),
    updatePassword: (options) => owner.updateCurrentUserPassword(options),
    setPassword: (options) => owner.setCurrentUserPassword(options),
    registerPasskey: (options) => owner.registerCurrentUserPasskey(options),
    toPublicUser: () => ({
      ...data,
      signedUpAt: new Date(data.signedUpAt.getTime()),
      oauthProviders: data.oauthProviders.map((p) => ({ ...p })),
      selectedTeam: data.selectedTeam ? { ...data.selectedTeam } : null,
    }),
  };
}

/** The PATCH /users/me body for a client-side update: only the keys the caller gave. */
export function userUpdateBody(options: UserUpdateOptions): {
  display_name?: string | null;
  client_metadata?: UserUpdateOptions['clientMetadata'];
  profile_image_url?: string | null;
  totp_secret_base64?: string | null;
  passkey_auth_enabled?: false;
  selected_team_id?: string | null;
} {
  const body: {
    display_name?: string | null;
    client_metadata?: UserUpdateOptions['clientMetadata'];
    profile_image_url?: string | null;
    totp_secret_base64?: string | null;
    passkey_auth_enabled?: false;
    selected_team_id?: string | null;
  } = {};
  if (options.displayName !== undefined) body.display_name = options.displayName;
  if (options.clientMetadata !== undefined) body.client_metadata = options.clientMetadata;
  if (options.profileImageUrl !== undefined) body.profile_image_url = options.profileImageUrl;
  if (options.totpMultiFactorSecret !== undefined) body.totp_secret_base64 = options.totpMultiFactorSecret === null ? null : bytesToBase64(options.totpMultiFactorSecret);
  if (options.passkeyAuthEnabled === false) body.passkey_auth_enabled = false;
  if (options.selectedTeamId !== undefined) body.selected_team_id = options.selectedTeamId;
  return body;
}

/** Standard base64 with padding (what the API's totp_secret_base64 expects). */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
