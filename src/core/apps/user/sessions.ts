// The current user's sessions (PROTOCOL.md §4.4, §5.7): list them and end the others.
import type { SessionWire } from '../../../protocol/wire/sessions';
import type { CachedValue } from '../../cache';
import type { UserContext } from './context';
import { defineUserArea, userCache } from './define-area';

const activeSessionsCache = userCache('active-sessions', loadActiveSessions);

/** Where a session was last used (the official SDK's GeoInfo), from the IP-location headers of its last refresh. */
export interface GeoInfo {
  ip: string;
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
}

/** One signed-in device or app of the user (the official SDK's ActiveSession). */
export interface ActiveSession {
  id: string;
  userId: string;
  createdAt: Date;
  isImpersonation: boolean;
  lastUsedAt: Date | undefined;
  /** The session this app is using right now (it cannot be revoked, only signed out). */
  isCurrentSession: boolean;
  geoInfo?: GeoInfo;
}

export interface SessionMethods {
  /** The user's sessions, newest first (cached). */
  getActiveSessions(): Promise<ActiveSession[]>;
  /** The cache behind getActiveSessions, for subscribers (React). */
  activeSessionsCache(): CachedValue<ActiveSession[]>;
  /** Ends another session at once (its refresh token stops working); the list is refreshed before this resolves. */
  revokeSession(sessionId: string): Promise<void>;
}

/** The domain object of one session item (shared with the server user's session list). */
export function activeSessionFromWire(wire: SessionWire): ActiveSession {
  const session: ActiveSession = {
    id: wire.id,
    userId: wire.user_id,
    createdAt: new Date(wire.created_at),
    isImpersonation: wire.is_impersonation,
    lastUsedAt: typeof wire.last_used_at === 'number' ? new Date(wire.last_used_at) : undefined,
    isCurrentSession: wire.is_current_session,
  };
  const ip = wire.last_used_at_end_user_ip_info;
  if (ip) {
    session.geoInfo = {
      ip: ip.ip,
      countryCode: ip.countryCode ?? null,
      regionCode: ip.regionCode ?? null,
      cityName: ip.cityName ?? null,
      latitude: ip.latitude ?? null,
      longitude: ip.longitude ?? null,
      tzIdentifier: ip.tzIdentifier ?? null,
    };
  }
  return session;
}

/** The load of activeSessionsCache. */
export async function loadActiveSessions(ctx: UserContext): Promise<ActiveSession[]> {
  return (await ctx.api.sessions.list(ctx.session())).items.map(activeSessionFromWire);
}

export function sessionMethods(ctx: UserContext): SessionMethods {
  const cache = (): CachedValue<ActiveSession[]> => activeSessionsCache(ctx);
  return {
    getActiveSessions: () => cache().get(),
    activeSessionsCache: () => cache(),
    async revokeSession(sessionId: string): Promise<void> {
      await ctx.api.sessions.revoke(ctx.session(), sessionId);
      await cache().refresh();
    },
  };
}

export const sessionsArea = defineUserArea({ caches: [activeSessionsCache], methods: sessionMethods });
