// Session list/revoke wire shapes (PROTOCOL.md §4.4, §5.7).
import { s, type Infer } from '../schema';

/** §4.4 `last_used_at_end_user_ip_info`: camelCase keys; everything but `ip` may be null. */
export const endUserIpInfo = s.object({
  ip: s.string(),
  countryCode: s.string().nullable(),
  regionCode: s.string().nullable(),
  cityName: s.string().nullable(),
  latitude: s.number().nullable(),
  longitude: s.number().nullable(),
  tzIdentifier: s.string().nullable(),
});
export type EndUserIpInfoWire = Infer<typeof endUserIpInfo>;

/** §4.4: the times carry no `_millis` suffix; the IP info is omitted when unknown. */
export const userSession = s.object({
  id: s.string({ uuid: true }),
  user_id: s.string({ uuid: true }),
  created_at: s.number(),
  last_used_at: s.number(),
  is_impersonation: s.boolean(),
  is_current_session: s.boolean(),
  last_used_at_end_user_ip_info: endUserIpInfo.optional(),
});
export type SessionWire = Infer<typeof userSession>;

/** POST /auth/sessions (server-side session creation; 200, not 201). */
export const sessionCreateResponse = s.object({ refresh_token: s.string(), access_token: s.string() });
export type SessionCreateResponse = Infer<typeof sessionCreateResponse>;

/** GET /auth/sessions and DELETE /auth/sessions/{id}: `user_id` (id or `me`) is required. */
export const sessionUserQuery = s.object({ user_id: s.string() });
export type SessionUserQuery = Infer<typeof sessionUserQuery>;

/**
 * DELETE /auth/sessions/{id}: the 2.8.108 server SDK sends no `user_id`, so 2.8.108 servers may leave it
 * out; clients and v2.8.86 servers still need it (checked by the route, with the same SCHEMA_ERROR wording).
 */
export const sessionDeleteQuery = s.object({ user_id: s.string().optional() });

/** POST /auth/sessions (server, admin): a session for any user; the default lifetime is one year (SPEC §9). */
export const sessionCreateBody = s.object({
  user_id: s.string(),
  expires_in_millis: s.number({ max: 31_708_800_000 }).optional(),
  is_impersonation: s.boolean().optional(),
});
export type SessionCreateBody = Infer<typeof sessionCreateBody>;
