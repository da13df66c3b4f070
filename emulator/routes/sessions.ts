// Sessions (PROTOCOL.md §5.7): server-side creation, sign-out, refresh by header.
import { KnownErrors } from '../../src/protocol/errors';
import { s } from '../../src/protocol/schema';
import type { AuthInfo } from '../context';
import { json, success } from '../http';
import { stackHeader } from '../middleware/headers';
import { endpoint, type RouteDef } from '../routing';
import { accessTokenFor, signInAs } from '../tokens/issue';
import { deleteSession, findSessionByRefreshToken, getSession, SIGN_IN_SESSION_LIFETIME_MS } from '../tokens/sessions';
import { getUser } from '../users/store';

const ALL = ['client', 'server', 'admin'] as const;
const MAX_SERVER_SESSION_MS = 31_708_800_000;

/** POST /auth/sessions body (PROTOCOL.md §5.7). */
export const createSessionBody = s.object({
  user_id: s.string(),
  expires_in_millis: s.number({ max: MAX_SERVER_SESSION_MS }).optional(),
  is_impersonation: s.boolean().optional(),
});

/** Resolves a `user_id_or_me` (PROTOCOL.md §2.7). */
export function resolveUserId(auth: AuthInfo, userId: string): string {
  if (userId !== 'me') return userId;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

export const sessionRoutes: RouteDef[] = [
  endpoint('POST', '/auth/sessions', { access: ['server', 'admin'], body: createSessionBody }, async (c, { body, auth }) => {
    const userId = resolveUserId(auth, body.user_id);
    const user = await getUser(c.var.ctx.db, auth.project.id, userId);
    if (!user) throw new KnownErrors.UserIdDoesNotExist({ user_id: userId });
    const result = await signInAs(c, auth.project, user.id, {
      expiresInMillis: body.expires_in_millis ?? SIGN_IN_SESSION_LIFETIME_MS,
      isImpersonation: body.is_impersonation ?? false,
      // A server-created session is not a sign-in: no second factor is asked for.
      skipMfa: true,
    });
    return json(c, { refresh_token: result.refresh_token, access_token: result.access_token });
  }),

  endpoint('DELETE', '/auth/sessions/current', { access: ALL }, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    if (stackHeader(c.req.raw, 'access-token') === undefined) {
      // A legacy quirk of the real API: signing out without a token reads as an expired token.
      throw new KnownErrors.AccessTokenExpired({ expired_at_millis: clock.now(), project_id: null, user_id: null, refresh_token_id: null });
    }
    const session = auth.refreshTokenId ? await getSession(db, auth.project.id, auth.refreshTokenId) : null;
    if (!session || !(await deleteSession(db, session.id))) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    return success(c);
  }),

  endpoint('POST', '/auth/sessions/current/refresh', { access: ALL, requiredHeaders: ['refresh-token'] }, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const refreshToken = stackHeader(c.req.raw, 'refresh-token')!;
    const session = await findSessionByRefreshToken(db, auth.project.id, refreshToken, clock.now());
    if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    const accessToken = await accessTokenFor(c, auth.project, session.user_id, session.id);
    if (!accessToken) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    return json(c, { access_token: accessToken });
  }),
];
