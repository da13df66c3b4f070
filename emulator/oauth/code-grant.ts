// The authorization-code grant of POST /auth/oauth/token (PROTOCOL.md §5.5): PKCE, redirect_uri
// equality, then a session through the shared MFA-checked signInAs.
import { createHash } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import type { OAuthTokenBody } from '../../src/protocol/wire/auth';
import type { AppContext } from '../context';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { signInAs } from '../tokens/issue';
import { getUser } from '../users/store';
import { consumeAuthorizationCode, peekAuthorizationCode } from './store';

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
