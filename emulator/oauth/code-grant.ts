// The authorization-code grant of POST /auth/oauth/token (PROTOCOL.md §5.5): PKCE, redirect_uri
// equality, then a session through the shared MFA-checked signInAs.
import { createHash } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import type { OAuthTokenBody } from '../../src/protocol/wire/auth';
import type { AppContext } from '../context';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { accessTokenFor, signInAs } from '../tokens/issue';
import { getSession } from '../tokens/sessions';
import { getUser } from '../users/store';
import { consumeAuthorizationCode, peekAuthorizationCode, type OAuthCodeData } from './store';

/** The OAuth library's default lifetime (≈3600 s), not the JWT's real `exp`. */
const EXPIRES_IN = 3599;

export function pkceMatches(method: string, challenge: string, verifier: string): boolean {
  if (method === 'plain') return verifier === challenge;
  if (method === 'S256') return createHash('sha256').update(verifier).digest('base64url') === challenge;
  return false;
}

export async function exchangeAuthorizationCode(c: AppContext, project: ProjectRecord, body: OAuthTokenBody) {
  const { db, clock } = c.var.ctx;
  const now = clock.now();
  const code = body.code!;
  const pending = await peekAuthorizationCode(db, project.id, code, now);
  if (!pending) throw new KnownErrors.InvalidAuthorizationCode();
  if (body.redirect_uri !== undefined && body.redirect_uri !== pending.redirect_uri) {
    throw new StatusError(400, 'Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.');
  }
  if (body.code_verifier === undefined || !pkceMatches(pending.code_challenge_method, pending.code_challenge, body.code_verifier)) {
    throw new KnownErrors.InvalidAuthorizationCode();
  }
  const used = await consumeAuthorizationCode(db, project.id, code, now);
  if (!used || !(await getUser(db, project.id, used.user_id))) throw new KnownErrors.InvalidAuthorizationCode();
  if (used.data.session_id !== undefined) return handOverSession(c, project, used.user_id, used.data);
  const method = used.data.provider_id ? (`oauth:${used.data.provider_id}` as const) : 'other';
  const tokens = await signInAs(c, project, used.user_id, { isNewUser: used.data.is_new_user, method });
  const after = used.data.after_callback_redirect_url;
  return {
    access_token: tokens.access_token,
    token_type: 'Bearer',
    expires_in: EXPIRES_IN,
    refresh_token: tokens.refresh_token,
    scope: 'legacy',
    is_new_user: used.data.is_new_user,
    newUser: used.data.is_new_user,
    after_callback_redirect_url: after,
    afterCallbackRedirectUrl: after,
  };
}

/** A cross-domain code: the same session (its refresh token) with a fresh access token, while the session lives. */
async function handOverSession(c: AppContext, project: ProjectRecord, userId: string, data: OAuthCodeData) {
  const { db, clock } = c.var.ctx;
  const session = await getSession(db, project.id, data.session_id!);
  const live = session && session.user_id === userId && (session.expires_at_millis === null || session.expires_at_millis > clock.now());
  const accessToken = live && data.session_refresh_token ? await accessTokenFor(c, project, userId, session.id) : null;
  if (!accessToken) throw new KnownErrors.InvalidAuthorizationCode();
  const after = data.after_callback_redirect_url;
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: EXPIRES_IN,
    refresh_token: data.session_refresh_token!,
    scope: 'legacy',
    is_new_user: false,
    newUser: false,
    after_callback_redirect_url: after,
    afterCallbackRedirectUrl: after,
  };
}
