// User wire shapes and the /users/me bodies (PROTOCOL.md §4.1, §5.9).
import { s, type Infer } from '../schema';
import { clientTeam, clientTeamMemberProfile, serverTeam } from './teams';

export const restrictedReason = s.object({
  type: s.literal(['anonymous', 'email_not_verified', 'restricted_by_administrator'] as const),
});

export const oauthProviderLink = s.object({
  id: s.string(),
  account_id: s.string(),
  email: s.string().nullable(),
});

const userFields = {
  id: s.string({ uuid: true }),
  primary_email: s.string().nullable(),
  primary_email_verified: s.boolean(),
  display_name: s.string().nullable(),
  profile_image_url: s.string().nullable(),
  signed_up_at_millis: s.number(),
  client_metadata: s.json(),
  client_read_only_metadata: s.json(),
  has_password: s.boolean(),
  otp_auth_enabled: s.boolean(),
  passkey_auth_enabled: s.boolean(),
  auth_with_email: s.boolean(),
  requires_totp_mfa: s.boolean(),
  oauth_providers: s.array(oauthProviderLink),
  selected_team_id: s.string({ uuid: true }).nullable(),
  is_anonymous: s.boolean(),
  is_restricted: s.boolean(),
  restricted_reason: restrictedReason.nullable(),
  restricted_by_admin: s.boolean(),
  restricted_by_admin_reason: s.string().nullable(),
};

/** GET /users/me with client access. */
export const clientUser = s.object({ ...userFields, selected_team: clientTeam.nullable() });
export type ClientUserWire = Infer<typeof clientUser>;

/** GET /users/{id}, and /users/me with server or admin access. */
export const serverUser = s.object({
  ...userFields,
  selected_team: serverTeam.nullable(),
  primary_email_auth_enabled: s.boolean(),
  server_metadata: s.json(),
  last_active_at_millis: s.number(),
  restricted_by_admin_private_details: s.string().nullable(),
  country_code: s.string().nullable(),
  risk_scores: s.object({
    sign_up: s.object({ bot: s.number({ integer: true }), free_trial_abuse: s.number({ integer: true }) }),
  }),
});
export type ServerUserWire = Infer<typeof serverUser>;

/** A team member profile with server or admin access embeds the member's server view (§4.5); here, as it needs the user. */
export const serverTeamMemberProfile = s.object({ ...clientTeamMemberProfile.shape, user: serverUser });
export type ServerTeamMemberProfileWire = Infer<typeof serverTeamMemberProfile>;

/** PATCH /users/me with client access: the fields a client may change (partial). */
export const clientUserUpdateBody = s.object({
  display_name: s.string({ max: 256 }).nullable().optional(),
  profile_image_url: s.string().nullable().optional(),
  client_metadata: s.json().optional(),
  selected_team_id: s.string({ uuid: true }).nullable().optional(),
  totp_secret_base64: s.string().nullable().optional(),
  otp_auth_enabled: s.boolean().optional(),
  passkey_auth_enabled: s.boolean().optional(),
  primary_email: s.string({ email: true, nonEmpty: true }).nullable().optional(),
});
export type ClientUserUpdateBody = Infer<typeof clientUserUpdateBody>;

/** PATCH /users/{id} (and /users/me) with server or admin access. */
export const serverUserUpdateBody = s.object({
  ...clientUserUpdateBody.shape,
  client_read_only_metadata: s.json().optional(),
  server_metadata: s.json().optional(),
  primary_email_verified: s.boolean().optional(),
  primary_email_auth_enabled: s.boolean().optional(),
  password: s.string({ max: 70 }).nullable().optional(),
  password_hash: s.string().optional(),
  is_anonymous: s.boolean().optional(),
  restricted_by_admin: s.boolean().optional(),
  restricted_by_admin_reason: s.string().nullable().optional(),
  restricted_by_admin_private_details: s.string().nullable().optional(),
  country_code: s.string({ length: 2 }).nullable().optional(),
  risk_scores: s
    .object({
      sign_up: s.object({ bot: s.number({ integer: true, min: 0, max: 100 }), free_trial_abuse: s.number({ integer: true, min: 0, max: 100 }) }),
    })
    .optional(),
});
export type ServerUserUpdateBody = Infer<typeof serverUserUpdateBody>;
