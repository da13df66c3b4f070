// User wire shapes and the /users/me bodies (PROTOCOL.md §4.1, §5.9).
import { s, type Infer, type Schema } from '../schema';
import { listEnvelope } from './common';
import { clientTeam, clientTeamMemberProfile, profileImageUrl, serverTeam } from './teams';

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
  profile_image_url: profileImageUrl.nullable().optional(),
  client_metadata: s.json().optional(),
  selected_team_id: s.string({ uuid: true }).nullable().optional(),
  totp_secret_base64: s.string().nullable().optional(),
  otp_auth_enabled: s.boolean().optional(),
  passkey_auth_enabled: s.boolean().optional(),
  primary_email: s.string({ email: 'stored', nonEmpty: true }).nullable().optional(),
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
  /** Only an upgrade: a user is never made anonymous. */
  is_anonymous: s.boolean({ only: false }).optional(),
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

const { selected_team_id: _selectedTeamId, ...createFields } = serverUserUpdateBody.shape;

/** POST /users (server, admin): the server PATCH fields but `selected_team_id`, plus linked OAuth accounts; `{}` makes a bare user. */
export const serverUserCreateBody = s.object({
  ...createFields,
  is_anonymous: s.boolean().optional(),
  oauth_providers: s
    .array(s.object({ id: s.string(), account_id: s.string(), email: s.string().nullable().optional() }))
    .optional(),
});
export type ServerUserCreateBody = Infer<typeof serverUserCreateBody>;

/**
 * A query-string integer, cast as the real server's validator does: text that is not a number fails with
 * its "must be a `number` type" wording (PROTOCOL.md §1.4).
 */
function queryInteger(rules: { min?: number }): Schema<number> {
  const check = (value: unknown, path: string, errors: string[]): number => {
    const cast = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/\s/g, '')) : Number.NaN;
    if (Number.isNaN(cast)) {
      errors.push(`${path} must be a \`number\` type, but the final value was: \`NaN\` (cast from the value \`${JSON.stringify(value)}\`).`);
      return cast;
    }
    if (!Number.isInteger(cast)) errors.push(`${path} must be an integer`);
    if (rules.min !== undefined && cast < rules.min) errors.push(`${path} must be greater than or equal to ${rules.min}`);
    return cast;
  };
  const schema = (required: boolean, nullable: boolean): Schema<number> => ({
    check(value, path, errors) {
      if (value === undefined) {
        if (required) errors.push(`${path} must be defined`);
        return value as unknown as number;
      }
      if (value === null && nullable) return value as unknown as number;
      return check(value, path, errors);
    },
    optional: () => schema(false, nullable) as Schema<number | undefined>,
    nullable: () => schema(required, true) as Schema<number | null>,
  });
  return schema(true, false);
}

const booleanString = () => s.literal(['true', 'false'] as const).optional();

/** GET /users (server, admin): filters and cursor pagination (PROTOCOL.md §5.9); /users/{id} takes (and checks) the same parameters. */
export const userListQuery = s.object({
  cursor: s.string({ uuid: true }).optional(),
  limit: queryInteger({ min: 1 }).optional(),
  order_by: s.literal(['signed_up_at'] as const).optional(),
  desc: booleanString(),
  query: s.string().optional(),
  team_id: s.string({ uuid: true }).optional(),
  include_restricted: booleanString(),
  include_anonymous: booleanString(),
  only_anonymous: booleanString(),
});
export type UserListQuery = Infer<typeof userListQuery>;

/** GET /users answer: always paginated; `next_cursor` is the first user of the next page. */
export const serverUserList = listEnvelope(serverUser);
export interface ServerUserListWire {
  items: ServerUserWire[];
  is_paginated: boolean;
  pagination?: { next_cursor: string | null };
}
