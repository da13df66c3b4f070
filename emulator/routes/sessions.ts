// Sessions (PROTOCOL.md §5.7): server-side creation, sign-out, refresh by header.
import { dialectOf } from '../../src/protocol/headers';
import type { AppContext, AuthInfo } from '../context';
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { json, StatusError, success } from '../http';
import { stackHeader } from '../middleware/headers';
import { endUserLocation } from '../net/end-user';
import { resolveUserId, route, type RouteDef } from '../routing';
import { accessTokenFor, signInAs } from '../tokens/issue';
import {
  deleteSession,
  findSessionByRefreshToken,
  getSession,
  listUserSessions,
  recordSessionLocation,
  SIGN_IN_SESSION_LIFETIME_MS,
  type SessionRecord,
} from '../tokens/sessions';
import { sessionEndpoints as e } from '../../src/protocol/endpoints/sessions';
import { sessionUserAgentEndpoints as ua } from '../../src/protocol/endpoints/session-user-agents';
import type { SessionWire } from '../../src/protocol/wire/sessions';
import { getUser } from '../users/store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** §4.4: the location of the last browser refresh's IP-location headers; else the peer's IP with null location fields (no geo database). */
function sessionView(session: SessionRecord, currentId: string | null): SessionWire {
  const view: SessionWire = {
    id: session.id,
    user_id: session.user_id,
    created_at: session.created_at_millis,
    last_used_at: session.last_used_at_millis,
    is_impersonation: session.is_impersonation,
    is_current_session: session.id === currentId,
  };
  if (session.last_used_location) {
    const { ip, countryCode, regionCode, cityName, latitude, longitude, tzIdentifier } = session.last_used_location;
    view.last_used_at_end_user_ip_info = { ip, countryCode, regionCode, cityName, latitude, longitude, tzIdentifier };
  } else if (session.last_used_ip) {
    view.last_used_at_end_user_ip_info = {
      ip: session.last_used_ip,
      countryCode: null,
      regionCode: null,
      cityName: null,
      latitude: null,
      longitude: null,
      tzIdentifier: null,
    };
  }
  return view;
}

/** The sessions a caller may list for `userIdOrMe` (§5.7): a client only its own, impersonations only for admins. */
async function listedSessions(c: AppContext, auth: AuthInfo, userIdOrMe: string): Promise<SessionRecord[]> {
  const { db, clock } = c.var.ctx;
  const userId = resolveUserId(auth, userIdOrMe);
  if (auth.type === 'client' && userId !== auth.user?.id) throw new StatusError(403, 'Client can only list sessions for their own user.');
  if (!UUID_RE.test(userId)) return [];
  return listUserSessions(db, auth.project.id, userId, clock.now(), auth.type === 'admin');
}

export const sessionRoutes: RouteDef[] = [
  route(e.create, async (c, { body, auth }) => {
    const userId = resolveUserId(auth, body.user_id);
    const user = await getUser(c.var.ctx.db, auth.project.id, userId);
    if (!user) throw new KnownErrors.UserIdDoesNotExist({ user_id: userId });
    const result = await signInAs(c, auth.project, user.id, {
      expiresInMillis: body.expires_in_millis ?? SIGN_IN_SESSION_LIFETIME_MS,
      isImpersonation: body.is_impersonation ?? false,
      // A server-created session is not a sign-in: no second factor is asked for, no login method counted.
      skipMfa: true,
      method: null,
    });
    return json(c, { refresh_token: result.refresh_token, access_token: result.access_token });
  }),

  // A token of an ended session is admitted here so signing out again reads as "already signed out".
  route(e.signOut, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    if (stackHeader(c.req.raw, 'access-token') === undefined) {
      // A legacy quirk of the real API: signing out without a token reads as an expired token.
      throw new KnownErrors.AccessTokenExpired({ expired_at_millis: clock.now(), project_id: null, user_id: null, refresh_token_id: null });
    }
    const session = auth.refreshTokenId ? await getSession(db, auth.project.id, auth.refreshTokenId) : null;
    if (!session || !(await deleteSession(db, session.id))) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    return success(c);
  }, { allowEndedSession: true }),

  route(e.refresh, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const refreshToken = stackHeader(c.req.raw, 'refresh-token')!;
    const session = await findSessionByRefreshToken(db, auth.project.id, refreshToken, clock.now());
    if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    // A refresh marks the session used, with this request's IP (recorded as the token is minted).
    const accessToken = await accessTokenFor(c, auth.project, session.user_id, session.id, { refresh: true });
    if (!accessToken) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    // As the real API: a browser's IP-location headers describe where the session was last used.
    const location = endUserLocation(c.req.raw.headers);
    if (location) await recordSessionLocation(db, session.id, location);
    return json(c, { access_token: accessToken });
    // The refresh token decides: an access token of an ended session sent along is no ACCESS_TOKEN_EXPIRED here.
  }, { allowEndedSession: true }),

  route(e.list, async (c, { auth, query }) => {
    const sessions = await listedSessions(c, auth, query.user_id);
    return json(c, { items: sessions.map((session) => sessionView(session, auth.refreshTokenId)), is_paginated: false });
  }),

  // Extension 'session-user-agents': the same sessions and access rules as the list, with their browsers.
  route(ua.list, async (c, { auth, query }) => {
    const sessions = await listedSessions(c, auth, query.user_id);
    return json(c, { items: sessions.map((session) => ({ id: session.id, user_agent: session.last_used_user_agent ?? null })), is_paginated: false });
  }),

  // After /auth/sessions/current, which must win over the `:id` pattern.
  route(e.revoke, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    if (query.user_id === undefined) {
      // Required of every v2.8.86 caller; the 2.8.108 server SDK (x-hexclave-* headers) sends none.
      if (auth.type === 'client' || dialectOf(c.req.raw.headers) === 'stack') {
        const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, ['query.user_id must be defined']);
        throw new KnownErrors.SchemaError({ message }, message);
      }
    } else {
      resolveUserId(auth, query.user_id);
    }
    const id = c.req.param('id') ?? '';
    const session = UUID_RE.test(id) ? await getSession(db, auth.project.id, id) : null;
    // A client cannot tell another user's session from a missing one.
    if (!session || (auth.type === 'client' && session.user_id !== auth.user?.id)) throw new StatusError(404, 'Session not found.');
    if (session.id === auth.refreshTokenId) throw new KnownErrors.CannotDeleteCurrentSession();
    await deleteSession(db, session.id);
    return success(c);
  }),
];
