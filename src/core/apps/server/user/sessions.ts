// A server user's sessions (PROTOCOL.md §5.7, SPEC §9): make one (e.g. to impersonate them), list and end them.
import type { ActiveSession } from '../../user/sessions';
import { activeSessionFromWire, userAgentsById } from '../../user/sessions';
import type { ServerInterface } from '../../../interface/server-interface';
import type { ServerUserContext } from './context';

/** Server-created sessions last a year unless asked otherwise (SPEC §9). */
export const DEFAULT_SESSION_EXPIRES_IN_MILLIS = 31_536_000_000;

export interface CreateSessionOptions {
  /** Default one year; at most 367 days (SCHEMA_ERROR above). */
  expiresInMillis?: number;
  /** Marks the session as an impersonation: hidden from the user's own session list. Default false. */
  isImpersonation?: boolean;
}

/** The new session's tokens, as the official SDK hands them out. */
export interface CreatedSession {
  getTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }>;
}

export interface ServerSessionMethods {
  /** A new session of this user (a refresh and an access token), without any second factor. */
  createSession(options?: CreateSessionOptions): Promise<CreatedSession>;
  /**
   * The user's sessions, newest first (impersonations are listed to admin access only); each with its
   * `userAgent` where the server announces the extension 'session-user-agents'.
   */
  getActiveSessions(): Promise<ActiveSession[]>;
  /** Ends one session at once (text 404 `Session not found.` for an unknown one). */
  revokeSession(sessionId: string): Promise<void>;
}

/** POST /auth/sessions with the SPEC §9 defaults; the tokens come back behind getTokens, as in the official SDK. */
export async function createUserSession(api: ServerInterface, userId: string, options: CreateSessionOptions = {}): Promise<CreatedSession> {
  const tokens = await api.sessions.create({
    user_id: userId,
    expires_in_millis: options.expiresInMillis ?? DEFAULT_SESSION_EXPIRES_IN_MILLIS,
    is_impersonation: options.isImpersonation ?? false,
  });
  const pair = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  return { getTokens: async () => ({ ...pair }) };
}

/** Session id -> User-Agent from the extension; empty where the server does not announce it or fails to answer. */
async function userAgentsOf(ctx: ServerUserContext): Promise<Map<string, string>> {
  const extensions = await ctx.serverExtensions?.().catch(() => undefined);
  if (!extensions?.has('session-user-agents')) return new Map();
  // The list stays useful without browsers: a failing extension only loses the detail.
  const answer = await ctx.api.sessions.userAgents(ctx.userId).catch(() => null);
  return userAgentsById(answer?.items);
}

export function serverSessionMethods(ctx: ServerUserContext): ServerSessionMethods {
  return {
    createSession: (options) => createUserSession(ctx.api, ctx.userId, options),
    async getActiveSessions() {
      const [list, agents] = await Promise.all([ctx.api.sessions.list(ctx.userId), userAgentsOf(ctx)]);
      return list.items.map((wire) => {
        const session = activeSessionFromWire(wire);
        const agent = agents.get(session.id);
        if (agent) session.userAgent = agent;
        return session;
      });
    },
    async revokeSession(sessionId) {
      await ctx.api.sessions.delete(ctx.userId, sessionId);
    },
  };
}
