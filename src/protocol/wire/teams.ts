// Team wire shapes (PROTOCOL.md §4.2).
import { s, type Infer } from '../schema';

/**
 * A profile image the server stores (user, team, member profile): any URL, a data: URL for uploads, up to
 * 1 MB, else SCHEMA_ERROR; which URLs a caller may set is the route's rule (`Invalid profile image URL`).
 */
export const profileImageUrl = s.string({ url: true, max: 1_000_000 });

/** Path parameters the server checks: a team id is a UUID (`params.team_id must be a valid UUID`). */
export const teamParams = s.object({ team_id: s.string({ uuid: true }) });
/** …/{team_id}/{user_id}: the user is an id or `me`, resolved by the route. */
export const teamUserParams = s.object({ team_id: s.string({ uuid: true }), user_id: s.string() });

export const clientTeam = s.object({
  id: s.string({ uuid: true }),
  display_name: s.string(),
  profile_image_url: s.string().nullable(),
  client_metadata: s.json(),
  client_read_only_metadata: s.json(),
});
export type ClientTeamWire = Infer<typeof clientTeam>;

export const serverTeam = s.object({
  ...clientTeam.shape,
  created_at_millis: s.number(),
  server_metadata: s.json(),
});
export type ServerTeamWire = Infer<typeof serverTeam>;

/** POST /teams with client access (PROTOCOL.md §5.11). */
export const clientTeamCreateBody = s.object({
  display_name: s.string(),
  creator_user_id: s.string().optional(),
  profile_image_url: profileImageUrl.nullable().optional(),
  client_metadata: s.json().optional(),
});
/** POST /teams with server or admin access: adds the metadata only servers may set. */
export const serverTeamCreateBody = s.object({
  ...clientTeamCreateBody.shape,
  client_read_only_metadata: s.json().optional(),
  server_metadata: s.json().optional(),
});
export type ServerTeamCreateBody = Infer<typeof serverTeamCreateBody>;

/** POST /teams query: the deprecated `add_current_user` flag. */
export const teamCreateQuery = s.object({ add_current_user: s.literal(['true', 'false'] as const).optional() });

/** GET /teams query. */
export const teamListQuery = s.object({ user_id: s.string().optional() });

/** PATCH /teams/{team_id} with client access. */
export const clientTeamUpdateBody = s.object({
  display_name: s.string().optional(),
  profile_image_url: profileImageUrl.nullable().optional(),
  client_metadata: s.json().optional(),
});
/** PATCH /teams/{team_id} with server or admin access. */
export const serverTeamUpdateBody = s.object({
  ...clientTeamUpdateBody.shape,
  client_read_only_metadata: s.json().optional(),
  server_metadata: s.json().optional(),
});
export type ServerTeamUpdateBody = Infer<typeof serverTeamUpdateBody>;

/** POST /team-memberships/{team_id}/{user_id} body: no fields, but an object must be sent (§5.12). */
export const teamMembershipAddBody = s.object({});

/** POST /team-memberships/{team_id}/{user_id} response (§5.12). */
export const teamMembership = s.object({ team_id: s.string({ uuid: true }), user_id: s.string({ uuid: true }) });
export type TeamMembershipWire = Infer<typeof teamMembership>;

/** Team member profile, client view (§4.5); the server view adds `user`. */
export const clientTeamMemberProfile = s.object({
  team_id: s.string({ uuid: true }),
  user_id: s.string({ uuid: true }),
  display_name: s.string().nullable(),
  profile_image_url: s.string().nullable(),
});
export type ClientTeamMemberProfileWire = Infer<typeof clientTeamMemberProfile>;

/** GET /team-member-profiles query (§5.13). */
export const teamMemberProfileListQuery = s.object({
  team_id: s.string({ uuid: true }).optional(),
  user_id: s.string().optional(),
});

/** PATCH /team-member-profiles/{team_id}/{user_id}: the per-team overrides. */
export const teamMemberProfileUpdateBody = s.object({
  display_name: s.string().optional(),
  profile_image_url: profileImageUrl.nullable().optional(),
});
export type TeamMemberProfileUpdateBody = Infer<typeof teamMemberProfileUpdateBody>;
