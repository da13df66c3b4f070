// Issuing tokens to a user: a new session (sign-in) or a fresh access token for an existing one.
import { publicOrigin, type AppContext } from '../context';
import { recordSignIn, type SignInMethod } from '../metrics/activity';
import type { ProjectRecord } from '../projects/store';
import { getUser } from '../users/store';
import { loadUserState } from '../users/views';
import { mintAccessToken } from './access-token';
import { assertNoMfaRequired } from './mfa-gate';
import { createSession, requestIp } from './sessions';

/** Mints an access token for `userId` on session `sessionId`; null if the user is gone. */
export async function accessTokenFor(c: AppContext, project: ProjectRecord, userId: string, sessionId: string): Promise<string | null> {
  const { db, clock, accessTokenLifetimeMs } = c.var.ctx;
  const user = await getUser(db, project.id, userId);
  if (!user) return null;
  const state = await loadUserState(db, project, user);
  return mintAccessToken(db, { project, state, sessionId, origin: publicOrigin(c), now: clock.now(), lifetimeMs: accessTokenLifetimeMs });
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
  // A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED instead, unless the path opts out (skipMfa).
  if (!options.skipMfa) await assertNoMfaRequired(db, project.id, userId, options.isNewUser ?? false, method ?? 'other', clock.now());
  const { session, refreshToken } = await createSession(db, project.id, userId, clock.now(), { ...sessionOptions, ip: requestIp(c.env) });
  if (method !== null) await recordSignIn(db, project.id, userId, method, clock.now());
  const accessToken = await accessTokenFor(c, project, userId, session.id);
  if (!accessToken) throw new Error(`User ${userId} vanished while signing in`);
  return { access_token: accessToken, refresh_token: refreshToken, user_id: userId };
}
