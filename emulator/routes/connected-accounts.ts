// Connected accounts (PROTOCOL.md §5.24): the OAuth accounts usable for provider API calls, and provider
// access tokens for them (a stored token valid 5+ more minutes, else one from the stored refresh token).
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { connectedAccountEndpoints as e } from '../../src/protocol/endpoints/connected-accounts';
import type { ConnectedAccountAccessTokenBody, ConnectedAccountWire } from '../../src/protocol/wire/oauth-accounts';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError } from '../http';
import { isAccessTokenUsable, refreshProviderToken } from '../oauth/inner-client';
import { resolveUserId, route, type RouteDef } from '../routing';
import { getUser } from '../users/store';
import { providerConfig } from '../oauth/providers';
import { listConnectedAccountRows, updateProviderTokens, type OAuthAccountRow, type StoredProviderTokens } from '../oauth/store';

/** A stored access token is handed out only while it stays valid this much longer. */
const MIN_REMAINING_MS = 5 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path's user: `me` or a UUID (Stack's userIdOrMeSchema), else a schema error before any lookup. */
function userParam(c: AppContext, auth: AuthInfo): string {
  const value = c.req.param('user_id') ?? '';
  if (value !== 'me' && !UUID.test(value)) {
    const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, ['params.user_id must be a valid UUID']);
    throw new KnownErrors.SchemaError({ message }, message);
  }
  return resolveUserId(auth, value);
}

function scopesOf(scope: string | null | undefined): string[] {
  return (scope ?? '').split(/[\s,]+/).filter(Boolean);
}

function covers(granted: string | null | undefined, required: readonly string[]): boolean {
  const have = new Set(scopesOf(granted));
  return required.every((scope) => have.has(scope));
}

async function connectedRows(c: AppContext, projectId: string, userId: string): Promise<OAuthAccountRow[]> {
  return listConnectedAccountRows(c.var.ctx.db, projectId, userId);
}

/** The provider access token of §5.24 for `providerId` (and optionally one provider account) of the path's user. */
async function accessToken(c: AppContext, auth: AuthInfo, body: ConnectedAccountAccessTokenBody | undefined, userId: string, providerId: string, providerAccountId: string | null): Promise<Response> {
  const { db, clock } = c.var.ctx;
  if (auth.type === 'client' && userId !== auth.user?.id) throw new StatusError(403, 'Client can only access its own connected accounts');
  const provider = providerConfig(auth.project, providerId);
  if (!provider) throw new KnownErrors.OauthProviderNotFoundOrNotEnabled();
  // Shared providers are the built-in mock in development mode, whose tokens are worth nothing elsewhere; Stack's
  // own development backend hands them out too (STACK_ALLOW_SHARED_OAUTH_ACCESS_TOKENS=true in its .env.development).
  if (provider.type === 'shared' && (c.var.ctx.production || !c.var.ctx.oauthMockIssuer)) throw new KnownErrors.OauthAccessTokenNotAvailableWithSharedOauthKeys();
  if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
  const accounts = (await connectedRows(c, auth.project.id, userId)).filter(
    (row) => row.provider_config_id === providerId && (providerAccountId === null || row.account_id === providerAccountId),
  );
  if (accounts.length === 0) throw new KnownErrors.OauthConnectionNotConnectedToUser();
  const required = scopesOf(body?.scope);
  const now = clock.now();

  const settings = { mockIssuer: c.var.ctx.oauthMockIssuer, endpointOverrides: c.var.ctx.oauthProviderEndpoints };
  for (const row of accounts) {
    const tokens = row.provider_tokens;
    const fresh = tokens.expires_at_millis === null || tokens.expires_at_millis === undefined || tokens.expires_at_millis - now >= MIN_REMAINING_MS;
    if (!tokens.access_token || !fresh || !covers(tokens.scope, required)) continue;
    if (await isAccessTokenUsable(settings, provider, tokens.access_token)) return json(c, { access_token: tokens.access_token }, 201);
    // Revoked at the provider: never handed out again.
    await updateProviderTokens(db, row.id, { ...tokens, access_token: undefined });
  }
  // A refresh grant never widens the grant, so only refresh tokens whose scope covers the request are tried.
  for (const row of accounts) {
    const tokens = row.provider_tokens;
    if (!tokens.refresh_token || !covers(tokens.scope, required)) continue;
    const refreshed = await refreshProviderToken(settings, provider, tokens.refresh_token);
    if (!refreshed) {
      // A refused refresh token is dropped, as Stack marks it invalid: the user must connect the account again.
      await updateProviderTokens(db, row.id, { ...tokens, access_token: undefined, refresh_token: null });
      continue;
    }
    const stored: StoredProviderTokens = {
      access_token: refreshed.access_token,
      refresh_token: refreshed.refresh_token ?? tokens.refresh_token,
      scope: refreshed.scope ?? tokens.scope ?? null,
      expires_at_millis: refreshed.expires_in === null ? null : now + refreshed.expires_in * 1000,
    };
    await updateProviderTokens(db, row.id, stored);
    if (covers(stored.scope, required)) return json(c, { access_token: stored.access_token }, 201);
  }
  throw new KnownErrors.OauthConnectionDoesNotHaveRequiredScope();
}

export const connectedAccountRoutes: RouteDef[] = [
  route(e.list, async (c, { auth }) => {
    const userId = userParam(c, auth);
    if (auth.type === 'client' && userId !== auth.user?.id) throw new StatusError(403, 'Client can only list connected accounts for their own user.');
    if (!(await getUser(c.var.ctx.db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
    const items: ConnectedAccountWire[] = (await connectedRows(c, auth.project.id, userId)).map((row) => ({
      user_id: row.user_id,
      provider: row.provider_config_id,
      provider_account_id: row.account_id,
    }));
    return json(c, { items, is_paginated: false });
  }),

  route(e.accessToken, (c, { auth, body }) =>
    accessToken(c, auth, body, userParam(c, auth), c.req.param('provider_id') ?? '', null),
  ),

  route(e.accountAccessToken, (c, { auth, body }) =>
    accessToken(c, auth, body, userParam(c, auth), c.req.param('provider_id') ?? '', c.req.param('provider_account_id') ?? ''),
  ),

  // Deprecated alias of the `me` form (PROTOCOL.md §5.5).
  route(e.legacyAccessToken, (c, { auth, body }) =>
    accessToken(c, auth, body, resolveUserId(auth, 'me'), c.req.param('provider_id') ?? '', null),
  ),
];
