// GET /auth/oauth/authorize/{provider_id} and GET|POST /auth/oauth/callback/{provider_id}
// (PROTOCOL.md §5.5): Stack as an OAuth server wrapping an inner flow with the provider.
import { randomBytes } from 'node:crypto';
import { OAUTH_SCOPE, PUBLIC_CLIENT_SENTINEL } from '../../src/protocol/constants';
import { KnownError, KnownErrors, knownErrorResponse } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { dialectOf } from '../../src/protocol/headers';
import { publicOrigin, type AppContext } from '../context';
import { json, StatusError, text } from '../http';
import { exchangeInnerCode, InnerGrantError, innerAuthorizationUrl, type InnerClientSettings } from '../oauth/inner-client';
import { resolveAndIssueCode } from '../oauth/resolve-user';
import { projectOfClientId } from '../oauth/client-id';
import { isAcceptedRedirect } from '../oauth/redirects';
import { insertFlow, takeFlow, type OAuthFlowData } from '../oauth/store';
import { getProject, isValidProjectKey, type ProjectRecord } from '../projects/store';
import { isTrustedUrl } from '../projects/trusted-urls';
import { openRoute, type RouteDef } from '../routing';
import { sessionEndedError, verifyAccessToken } from '../tokens/access-token';
import { randomCode } from '../crypto/codes';
import { getTokenUser } from '../users/store';
import { oauthEndpoints as e } from '../../src/protocol/endpoints/oauth';

/** The outer flow expires after 10 minutes; the outer code after 5 (PROTOCOL.md §5.5). */
export const OAUTH_FLOW_LIFETIME_MS = 10 * 60_000;
export const OAUTH_CODE_LIFETIME_MS = 5 * 60_000;
const INNER_COOKIE_MAX_AGE_S = 600;
const REQUIRED = ['client_id', 'client_secret', 'redirect_uri', 'scope', 'state', 'grant_type', 'code_challenge', 'code_challenge_method', 'response_type'] as const;

/** An Expires date in the past: the cookie is deleted (the form Stack's answers use). */
const COOKIE_EPOCH = new Date(0).toUTCString();

const innerCookieName = (state: string): string => `stack-oauth-inner-${state}`;

function schemaError(c: AppContext, errors: string[]): KnownError {
  const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, errors);
  return new KnownErrors.SchemaError({ message }, message);
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function innerSettings(c: AppContext): InnerClientSettings {
  return { mockIssuer: c.var.ctx.oauthMockIssuer, endpointOverrides: c.var.ctx.oauthProviderEndpoints };
}

function stripFragment(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

async function authenticateClient(c: AppContext, clientId: string, secret: string): Promise<ProjectRecord> {
  const { db, clock } = c.var.ctx;
  const project = await projectOfClientId(db, clientId);
  if (!project) throw new KnownErrors.InvalidOauthClientIdOrSecret({ client_id: clientId });
  if (secret === PUBLIC_CLIENT_SENTINEL) {
    if (project.config.require_publishable_client_key) throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id: project.id });
    return project;
  }
  if (!(await isValidProjectKey(db, project.id, 'publishable_client_key', secret, clock.now()))) {
    throw new KnownErrors.InvalidPublishableClientKey({ project_id: project.id });
  }
  return project;
}

/** The user of the `token` query parameter (link target or anonymous user to upgrade). */
async function tokenUser(c: AppContext, project: ProjectRecord, token: string): Promise<string> {
  const result = await verifyAccessToken(c.var.ctx.db, token, c.var.ctx.clock.now());
  if (!result.ok && result.reason === 'expired') {
    const claims = result.claims;
    throw new KnownErrors.AccessTokenExpired({
      expired_at_millis: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
      project_id: claims.project_id ?? null,
      user_id: claims.sub ?? null,
      refresh_token_id: claims.refresh_token_id ?? null,
    });
  }
  if (!result.ok) throw new KnownErrors.UnparsableAccessToken();
  if (result.claims.project_id !== project.id) throw new StatusError(403, 'The access token is not valid for this project');
  // As in header auth: a token whose session was revoked or signed out links and upgrades nothing.
  const found = await getTokenUser(c.var.ctx.db, project.id, result.claims.sub, result.claims.refresh_token_id, c.var.ctx.clock.now());
  if (found && !found.sessionLive) throw sessionEndedError(result.claims);
  return result.claims.sub;
}

function cookieValue(c: AppContext, name: string): string | undefined {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A known error sent back to the app as query parameters (PROTOCOL.md §5.5 "Error handling"). */
function errorRedirect(target: string, error: KnownError): Response {
  const url = new URL(target);
  url.searchParams.set('error', 'server_error');
  url.searchParams.set('error_description', error.message);
  url.searchParams.set('errorCode', error.code);
  url.searchParams.set('message', error.message);
  url.searchParams.set('details', JSON.stringify(error.details ?? {}));
  return new Response(null, { status: 307, headers: { location: url.href } });
}

async function authorize(c: AppContext): Promise<Response> {
  const q = c.req.query();
  const missing = REQUIRED.filter((key) => q[key] === undefined).map((key) => `query.${key} must be defined`);
  for (const key of ['redirect_uri', 'error_redirect_uri', 'error_redirect_url', 'after_callback_redirect_url'] as const) {
    // Stack's URL fields check for spaces first, then parse.
    if (q[key]?.includes(' ')) missing.push(`query.${key} contains spaces`);
    if (q[key] !== undefined && !isUrl(q[key])) missing.push(`query.${key} is not a valid URL`);
  }
  if (q.type !== undefined && q.type !== 'authenticate' && q.type !== 'link') missing.push('query.type must be one of the following values: authenticate, link');
  if (missing.length > 0) throw schemaError(c, missing);
  const { db, clock } = c.var.ctx;
  const project = await authenticateClient(c, q.client_id!, q.client_secret!);
  if (q.scope !== OAUTH_SCOPE) throw new KnownErrors.InvalidScope(undefined, `The scope "${q.scope}" is not a valid OAuth scope for Stack.`);
  const providerId = c.req.param('provider_id')!;
  const provider = project.config.oauth_providers.find((p) => p.id === providerId);
  if (!provider) throw new KnownErrors.OauthProviderNotFoundOrNotEnabled();
  const type = q.type === 'link' ? 'link' : 'authenticate';
  if (type === 'link' && !q.token) throw new StatusError(400, '?token= query parameter is required for link type');
  const tokenUserId = q.token ? await tokenUser(c, project, q.token) : null;
  const afterCallback = q.after_callback_redirect_url ?? null;
  if (afterCallback !== null && !isAcceptedRedirect(project, afterCallback)) throw new KnownErrors.RedirectUrlNotWhitelisted();
  if (q.provider_scope && provider.type === 'shared') throw new KnownErrors.OauthExtraScopeNotAvailableWithSharedOauthKeys();

  const jsonMode = q.stack_response_mode === 'json';
  const innerState = randomBytes(24).toString('base64url');
  const innerCodeVerifier = randomBytes(32).toString('base64url');
  // The provider calls back on the API version the flow started on.
  const apiBase = new URL(c.req.url).pathname.startsWith('/api/latest/') ? '/api/latest' : '/api/v1';
  const innerRedirectUri = `${publicOrigin(c)}${apiBase}/auth/oauth/callback/${encodeURIComponent(providerId)}`;
  const data: OAuthFlowData = {
    provider_id: providerId,
    json_mode: jsonMode,
    inner_code_verifier: innerCodeVerifier,
    inner_redirect_uri: innerRedirectUri,
    type,
    token_user_id: tokenUserId,
    redirect_uri: stripFragment(q.redirect_uri!),
    state: q.state!,
    code_challenge: q.code_challenge!,
    code_challenge_method: q.code_challenge_method!,
    error_redirect_uri: q.error_redirect_uri ?? q.error_redirect_url ?? null,
    after_callback_redirect_url: afterCallback,
    provider_scope: q.provider_scope || null,
  };
  const location = await innerAuthorizationUrl(innerSettings(c), provider, {
    redirectUri: innerRedirectUri,
    state: innerState,
    codeVerifier: innerCodeVerifier,
    extraScope: q.provider_scope,
  });
  const now = clock.now();
  await insertFlow(db, project.id, innerState, data, now, now + OAUTH_FLOW_LIFETIME_MS);
  if (jsonMode) return json(c, { location });
  return new Response(null, {
    status: 307,
    headers: {
      location,
      'set-cookie': `${innerCookieName(innerState)}=true; Path=/; Expires=${new Date(now + INNER_COOKIE_MAX_AGE_S * 1000).toUTCString()}; Max-Age=${INNER_COOKIE_MAX_AGE_S}; HttpOnly`,
    },
  });
}

async function callback(c: AppContext): Promise<Response> {
  const { db, clock } = c.var.ctx;
  const params = new URLSearchParams(c.req.query());
  const body = c.var.body;
  if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') params.set(k, v);
  }
  const innerState = params.get('state') ?? '';
  const flow = innerState ? await takeFlow(db, innerState) : null;
  if (!flow) return text('Invalid OAuth state. Please try signing in again.', 400);
  const headers = new Headers();
  const withCookies = (response: Response): Response => {
    headers.forEach((value, key) => response.headers.append(key, value));
    return response;
  };
  if (!flow.data.json_mode) {
    // The cookie is used up whatever happens next, as at Stack (deleted before it is checked).
    headers.append('set-cookie', `${innerCookieName(innerState)}=; Path=/; Expires=${COOKIE_EPOCH}; Max-Age=0; HttpOnly`);
    if (cookieValue(c, innerCookieName(innerState)) !== 'true') {
      return withCookies(text('Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again', 400));
    }
  }
  const project = await getProject(db, flow.project_id);
  if (!project) return withCookies(text('Invalid OAuth state. Please try signing in again.', 400));
  const data = flow.data;
  try {
    const now = clock.now();
    if (now > flow.expires_at_millis) throw new KnownErrors.OuterOauthTimeout();
    // The path names the provider, as at Stack: a code from another provider then fails its exchange.
    const provider = project.config.oauth_providers.find((p) => p.id === c.req.param('provider_id'));
    if (!provider) throw new KnownErrors.OauthProviderNotFoundOrNotEnabled();
    const providerError = params.get('error');
    if (providerError === 'access_denied') throw new KnownErrors.OauthProviderAccessDenied();
    if (providerError === 'temporarily_unavailable') throw new KnownErrors.OauthProviderTemporarilyUnavailable();
    if (providerError === 'invalid_scope') return withCookies(text('Invalid scope requested. Please check the scopes you are requesting.', 400));
    let profile;
    try {
      profile = await exchangeInnerCode(innerSettings(c), provider, {
        params,
        state: innerState,
        redirectUri: data.inner_redirect_uri,
        codeVerifier: data.inner_code_verifier,
        extraScope: data.provider_scope,
      });
    } catch (error) {
      if (error instanceof InnerGrantError) return withCookies(text('Inner OAuth callback failed due to invalid grant. Please try again.', 400));
      throw error;
    }
    if (!isTrustedUrl(project.config, data.redirect_uri)) throw new KnownErrors.RedirectUrlNotWhitelisted();
    const code = randomCode();
    await resolveAndIssueCode(db, project, data, profile, { code, now, expiresAt: now + OAUTH_CODE_LIFETIME_MS });
    const target = new URL(data.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', data.state);
    return withCookies(new Response('{}', { status: 303, headers: { location: target.href, 'content-type': 'application/json; charset=utf-8' } }));
  } catch (error) {
    if (!(error instanceof KnownError)) throw error;
    const target = [data.redirect_uri, data.error_redirect_uri].find((url): url is string => url !== null && isTrustedUrl(project.config, url));
    if (target) return withCookies(errorRedirect(target, error));
    const { status, headers: errorHeaders, body } = knownErrorResponse(error, dialectOf(c.req.raw.headers));
    return withCookies(new Response(body, { status, headers: errorHeaders }));
  }
}

export const oauthRoutes: RouteDef[] = [
  openRoute(e.authorize, authorize),
  openRoute(e.callback, callback),
  openRoute(e.callbackPost, callback),
];
