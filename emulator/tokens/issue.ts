// Issuing tokens to a user: a new session (sign-in) or a fresh access token for an existing one.
import { publicOrigin, type AppContext } from '../context';
import type { SignInMethod } from '../metrics/activity';
import type { ProjectRecord } from '../projects/store';
import { loadUserStateById, type UserState } from '../users/views';
import { mintAccessToken } from './access-token';
import { assertNoMfaRequired } from './mfa-gate';
import { createSession, recordSessionUserAgent, requestIp, requestUserAgent } from './sessions';

function mint(c: AppContext, project: ProjectRecord, state: UserState, sessionId: string, record: { ip?: string | null; signInMethod?: SignInMethod | null }) {
  const { db, clock, accessTokenLifetimeMs } = c.var.ctx;
  return mintAccessToken(db, { project, state, sessionId, origin: publicOrigin(c), now: clock.now(), lifetimeMs: accessTokenLifetimeMs, ...record });
}

/**
 * Mints an access token for `userId` on session `sessionId`; null if the user is gone. `refresh`: the
 * token renews the session, which then records this request's IP (as a refresh does) and User-Agent.
 */
export async function accessTokenFor(c: AppContext, project: ProjectRecord, userId: string, sessionId: string, options: { refresh?: boolean } = {}): Promise<string | null> {
  const state = await loadUserStateById(c.var.ctx.db, project, userId);
  if (!state) return null;
  const token = await mint(c, project, state, sessionId, options.refresh ? { ip: requestIp(c.env) } : {});
  const userAgent = options.refresh ? requestUserAgent(c.req.raw.headers) : null;
  if (userAgent) await recordSessionUserAgent(c.var.ctx.db, sessionId, userAgent);
  return token;
}

/** Starts a session and returns the sign-in result of PROTOCOL.md §4.11 (without is_new_user). */
export async function signInAs(
  c: AppContext,
  project: ProjectRecord,
  userId: string,
  options: {
    /** How the user signed in (metrics' login_methods); null for a session that is no sign-in (server-created). */
    method: SignInMethod | null;
    expiresInMillis?: number;
    isImpersonation?: boolean;
    skipMfa?: boolean;
    isNewUser?: boolean;
  },
): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const { db, clock } = c.var.ctx;
  const { method, ...sessionOptions } = options;
  // Read once: the MFA gate looks at it, and the token is minted from it.
  const state = await loadUserStateById(db, project, userId);
  if (!state) throw new Error(`User ${userId} vanished while signing in`);
  // A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED instead, unless the path opts out (skipMfa).
  if (!options.skipMfa) await assertNoMfaRequired(db, project.id, state.user, options.isNewUser ?? false, method ?? 'other', clock.now());
  const { session, refreshToken } = await createSession(db, project.id, userId, clock.now(), {
    ...sessionOptions,
    ip: requestIp(c.env),
    userAgent: requestUserAgent(c.req.raw.headers),
  });
  // The sign-in's method is recorded with the token's use, in the same statement.
  const accessToken = await mint(c, project, state, session.id, { signInMethod: method });
  return { access_token: accessToken, refresh_token: refreshToken, user_id: userId };
}
