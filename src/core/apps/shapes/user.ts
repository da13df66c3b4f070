// The user's and the team's data fields (camelCase, SPEC.md §3) and the user update: plain data shapes (a leaf module).
import type { Json } from '../../../protocol/schema';

export interface Team {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
}

/** The user's data fields, without methods: what DOM events carry in `detail.user`. */
export interface PublicUser {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: Date;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
  hasPassword: boolean;
  emailAuthEnabled: boolean;
  otpAuthEnabled: boolean;
  oauthProviders: { id: string }[];
  passkeyAuthEnabled: boolean;
  isMultiFactorRequired: boolean;
  isAnonymous: boolean;
  selectedTeam: Team | null;
}

export interface UserUpdateOptions {
  displayName?: string | null;
  clientMetadata?: Json;
  profileImageUrl?: string | null;
  /** A TOTP secret turns two-factor sign-in on (sent as totp_secret_base64); null turns it off. */
  totpMultiFactorSecret?: Uint8Array | null;
  /** false deletes the user's passkey (sent as passkey_auth_enabled); it is turned on only by registering one. */
  passkeyAuthEnabled?: false;
  /** The team the user works in (sent as selected_team_id); null selects none. */
  selectedTeamId?: string | null;
}
