// Session list/revoke wire shapes (PROTOCOL.md §4.4, §5.7).
import { s, type Infer } from '../schema';

/** §4.4 `last_used_at_end_user_ip_info`: camelCase keys; everything but `ip` may be null. */
export interface EndUserIpInfoWire {
  ip: string;
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
}

/** §4.4: the times carry no `_millis` suffix; the IP info is omitted when unknown. */
export interface SessionWire {
  id: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
  is_impersonation: boolean;
  is_current_session: boolean;
  last_used_at_end_user_ip_info?: EndUserIpInfoWire;
}

/** GET /auth/sessions and DELETE /auth/sessions/{id}: `user_id` (id or `me`) is required. */
export const sessionUserQuery = s.object({ user_id: s.string() });
export type SessionUserQuery = Infer<typeof sessionUserQuery>;
