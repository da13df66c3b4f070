// POST /auth/oauth/cross-domain/authorize: a signed-in caller hands its session to another trusted domain.
// The answer is the redirect URL with a one-time code; POST /auth/oauth/token exchanges it (PKCE) for the
// same session (oauth/code-grant.ts). The caller proves the session with its refresh token, not only an
// access token, so a leaked access token cannot mint a long-lived session elsewhere.
import { KnownErrors } from '../../src/protocol/errors';
import { oauthAppEndpoints as e } from '../../src/protocol/endpoints/oauth-apps';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { randomCode } from '../crypto/codes';
import { sha256Hex } from '../crypto/hash';
import { json, StatusError } from '../http';
import { isAcceptedRedirect } from '../oauth/redirects';
import { insertAuthorizationCode } from '../oauth/store';
import { route, type RouteDef } from '../routing';
import { findSessionByTokenHash } from '../tokens/sessions';
import { OAUTH_CODE_LIFETIME_MS } from './oauth';

const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export const oauthCrossDomainRoutes: RouteDef[] = [
  route(e.crossDomainAuthorize, async (c, { auth, body }) => {
    if (!CODE_CHALLENGE.test(body.code_challenge)) {
      const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, [`body.code_challenge must match the following: "${CODE_CHALLENGE}"`]);
      throw new KnownErrors.SchemaError({ message }, message);
    }
    if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
    if (!auth.refreshTokenId) throw new StatusError(400, 'Cross-domain auth handoff requires a refresh-token-bound session. Please sign in again.');
    const refreshToken = c.req.header('x-stack-refresh-token') ?? c.req.header('x-hexclave-refresh-token');
    if (!refreshToken) throw new StatusError(400, 'Cross-domain auth handoff requires passing the current refresh token.');
    const { db, clock } = c.var.ctx;
    const now = clock.now();
    const session = await findSessionByTokenHash(db, sha256Hex(refreshToken));
    if (!session || session.id !== auth.refreshTokenId || session.user_id !== auth.user.id || session.project_id !== auth.project.id) {
      throw new StatusError(401, 'Cross-domain auth handoff refresh token does not match the authenticated session.');
    }
    if (session.expires_at_millis !== null && session.expires_at_millis <= now) throw new StatusError(401, 'Cross-domain auth handoff refresh token is not valid.');
    if (!isAcceptedRedirect(auth.project, body.redirect_uri)) throw new KnownErrors.RedirectUrlNotWhitelisted();
    const after = body.after_callback_redirect_url ?? null;
    if (after !== null && !isAcceptedRedirect(auth.project, after)) throw new KnownErrors.RedirectUrlNotWhitelisted();

    const redirect = new URL(body.redirect_uri);
    redirect.hash = '';
    const code = randomCode();
    await insertAuthorizationCode(db, auth.project.id, auth.user.id, code, {
      redirect_uri: redirect.href,
      code_challenge: body.code_challenge,
      code_challenge_method: body.code_challenge_method ?? 'S256',
      is_new_user: false,
      after_callback_redirect_url: after,
      session_id: session.id,
      session_refresh_token: refreshToken,
    }, now, now + OAUTH_CODE_LIFETIME_MS);
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', body.state);
    return json(c, { redirect_url: redirect.href });
  }),
];
