// CLI login (PROTOCOL.md §5.8): the CLI starts an attempt and polls it; a signed-in browser
// completes it with its own refresh token, which the next poll hands to the CLI once.
import { KnownErrors } from '../../src/protocol/errors';
import {
  CLI_AUTH_DEFAULT_EXPIRY_MS,
  type CliAuthCheckResponse,
  type CliAuthClaimResponse,
  type CliAuthPollResponse,
  type CliAuthStartResponse,
} from '../../src/protocol/wire/cli-auth';
import {
  completeAttempt,
  createCliAuthAttempt,
  detachAnonSession,
  findByPollingCode,
  findOpenByLoginCode,
  markDelivered,
} from '../codes/cli-auth-attempts';
import type { AppContext } from '../context';
import { sha256Hex } from '../crypto/hash';
import type { Queryable } from '../db/database';
import { json, StatusError, success } from '../http';
import { route, type RouteDef } from '../routing';
import { accessTokenFor } from '../tokens/issue';
import { findSessionByTokenHash, type SessionRecord } from '../tokens/sessions';
import { getUser } from '../users/store';
import { cliAuthEndpoints as e } from '../../src/protocol/endpoints/cli-auth';

const INVALID_LOGIN_CODE = 'Invalid login code or the code has expired';

/** The session of a raw refresh token in any project, expired or not (the errors tell them apart). */
function sessionOfToken(db: Queryable, refreshToken: string): Promise<SessionRecord | null> {
  return findSessionByTokenHash(db, sha256Hex(refreshToken));
}

const isLive = (session: SessionRecord, now: number): boolean => session.expires_at_millis === null || session.expires_at_millis > now;

/** Checks the anonymous refresh token a CLI may bring to POST /auth/cli. */
async function assertAnonRefreshToken(c: AppContext, projectId: string, token: string): Promise<void> {
  const { db, clock } = c.var.ctx;
  const session = await sessionOfToken(db, token);
  if (!session) throw new StatusError(400, 'Invalid anon refresh token');
  if (session.project_id !== projectId) throw new StatusError(400, 'Anon refresh token does not belong to this project');
  if (!isLive(session, clock.now())) throw new StatusError(400, 'The provided anon refresh token has expired');
  const user = await getUser(db, projectId, session.user_id);
  if (!user) throw new StatusError(400, 'User not found for provided refresh token');
  if (!user.is_anonymous) throw new StatusError(400, 'The provided refresh token does not belong to an anonymous user');
}

/** The attempt's anonymous session if it is still usable. */
async function liveAnonSession(c: AppContext, projectId: string, token: string | null): Promise<SessionRecord | null> {
  if (token === null) return null;
  const session = await sessionOfToken(c.var.ctx.db, token);
  return session && session.project_id === projectId && isLive(session, c.var.ctx.clock.now()) ? session : null;
}

export const cliAuthRoutes: RouteDef[] = [
  route(e.start, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const anonRefreshToken = body?.anon_refresh_token ?? null;
    if (anonRefreshToken !== null) await assertAnonRefreshToken(c, auth.project.id, anonRefreshToken);
    const attempt = await createCliAuthAttempt(db, {
      projectId: auth.project.id,
      now: clock.now(),
      expiresInMillis: body?.expires_in_millis ?? CLI_AUTH_DEFAULT_EXPIRY_MS,
      anonRefreshToken,
    });
    const response: CliAuthStartResponse = {
      polling_code: attempt.pollingCode,
      login_code: attempt.loginCode,
      expires_at: new Date(attempt.expiresAtMillis).toISOString(),
    };
    return json(c, response);
  }),

  route(e.poll, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const attempt = await findByPollingCode(db, auth.project.id, body.polling_code);
    if (!attempt) throw new KnownErrors.InvalidPollingCode();
    const now = clock.now();
    const answer = (response: CliAuthPollResponse, status = 200): Response => json(c, response, status);
    if (attempt.expiresAtMillis <= now) return answer({ status: 'expired' });
    if (attempt.usedAtMillis !== null) return answer({ status: 'used' });
    if (attempt.refreshToken === null) return answer({ status: 'waiting' });
    // A concurrent poll may have taken the token between the read and this update.
    if (!(await markDelivered(db, attempt.id, now))) return answer({ status: 'used' });
    return answer({ status: 'success', refresh_token: attempt.refreshToken }, 201);
  }),

  route(e.complete, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const projectId = auth.project.id;
    const attempt = await findOpenByLoginCode(db, projectId, body.login_code, clock.now());
    if (!attempt) throw new StatusError(400, INVALID_LOGIN_CODE);
    const mode = body.mode ?? 'complete';

    if (mode === 'check') {
      const anon = await liveAnonSession(c, projectId, attempt.anonRefreshToken);
      const response: CliAuthCheckResponse = { cli_session_state: anon ? 'anonymous' : 'none' };
      return json(c, response);
    }

    if (mode === 'claim-anon-session') {
      if (attempt.anonRefreshToken === null) throw new StatusError(400, 'No anonymous session associated with this code');
      const anon = await liveAnonSession(c, projectId, attempt.anonRefreshToken);
      const accessToken = anon ? await accessTokenFor(c, auth.project, anon.user_id, anon.id) : null;
      if (!anon || !accessToken) throw new StatusError(400, 'Anonymous session is no longer valid');
      if (!(await detachAnonSession(db, attempt.id))) throw new StatusError(400, 'No anonymous session associated with this code');
      const response: CliAuthClaimResponse = { access_token: accessToken, refresh_token: attempt.anonRefreshToken };
      return json(c, response);
    }

    if (body.refresh_token === undefined) throw new StatusError(400, "refresh_token is required when mode is 'complete'");
    const session = await sessionOfToken(db, body.refresh_token);
    if (!session || !isLive(session, clock.now())) throw new StatusError(400, 'Invalid refresh token');
    if (session.project_id !== projectId) throw new StatusError(400, 'Refresh token does not belong to this project');
    if (!(await completeAttempt(db, attempt.id, body.refresh_token))) throw new StatusError(400, INVALID_LOGIN_CODE);
    return success(c);
  }),
];
