// The current user's sessions (PROTOCOL.md §4.4, §5.7): list them and end the others.
import type { SessionWire } from '../../../protocol/wire/sessions';
import type { SessionUserAgentWire } from '../../../protocol/wire/session-user-agents';
import type { CachedValue } from '../../cache';
import { areaApi } from './area-api';
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
  /**
   * The browser's User-Agent string: from a server that announces the extension 'session-user-agents'
   * (the real API keeps none), else, for the current session only, this browser's own.
   */
  userAgent?: string;
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

/** The load of activeSessionsCache: the list, with each session's browser where the server or this page knows it. */
export async function loadActiveSessions(ctx: UserContext): Promise<ActiveSession[]> {
  const [list, agents] = await Promise.all([ctx.api.sessions.list(ctx.session()), loadUserAgents(ctx)]);
  const sessions = list.items.map(activeSessionFromWire);
  for (const session of sessions) {
    const agent = agents.get(session.id) ?? (session.isCurrentSession ? ownUserAgent() : undefined);
    if (agent) session.userAgent = agent;
  }
  return sessions;
}

/** Session id -> User-Agent from the extension; empty where the server does not announce it or fails to answer. */
async function loadUserAgents(ctx: UserContext): Promise<Map<string, string>> {
  const extensions = await ctx.serverExtensions?.().catch(() => undefined);
  if (!extensions?.has('session-user-agents')) return new Map();
  // The list stays useful without browsers: a failing extension only loses the detail.
  const answer = await areaApi(ctx).sessionUserAgents.list(ctx.session()).catch(() => null);
  return userAgentsById(answer?.items);
}

/** Session id -> User-Agent of the extension's answer, leaving out sessions without one. */
export function userAgentsById(items: readonly SessionUserAgentWire[] = []): Map<string, string> {
  return new Map(items.flatMap((item) => (item.user_agent ? [[item.id, item.user_agent] as const] : [])));
}

/** This page's browser (SSR and workers without navigator have none). */
function ownUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent || undefined;
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
