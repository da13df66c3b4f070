// OAuth accounts linked to the current user (PROTOCOL.md §5.23) and provider access tokens of connected
// accounts (§5.24), named after the official SDK (OAuthProvider, OAuthConnection, getConnectedAccount, ...).
// Not connected and missing scopes read as "no token" (null or an error Result), never as a throw (SPEC §7).
import type { CachedValue } from '../../cache';
import { Result } from '../../result';
import { KnownErrors } from '../../../protocol/errors/client';
import type { KnownError } from '../../../protocol/errors/known-error';
import type { ConnectedAccountWire, OAuthAccountWire } from '../../../protocol/wire/oauth-accounts';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const oauthProvidersCache = userCache('oauthProviders', loadOAuthProviders);
const connectedAccountsCache = userCache('connectedAccounts', loadConnectedAccounts);

/** One OAuth account linked to the user (official `OAuthProvider`; not the project's provider config). */
export interface OAuthProvider {
  /** The linked account's own id. */
  readonly id: string;
  /** The provider type (github, google, ...). */
  readonly type: string;
  readonly providerConfigId: string;
  readonly userId: string;
  readonly email?: string;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
  update(data: { allowSignIn?: boolean; allowConnectedAccounts?: boolean }): Promise<Result<void, KnownError>>;
  /** Unlinks the account. */
  delete(): Promise<void>;
}

/** Official `Connection`: an account usable for provider API calls. */
export interface Connection {
  /** The provider config id (kept for compatibility; same as `provider`). */
  readonly id: string;
  readonly provider: string;
  readonly providerAccountId: string;
}

/** Official `OAuthConnection`: a token comes back as a Result (an error when not available). */
export interface OAuthConnection extends Connection {
  getAccessToken(options?: { scopes?: string[] }): Promise<Result<{ accessToken: string }, KnownError>>;
}

/** Official `DeprecatedOAuthConnection`, what getConnectedAccount(providerId) gives: the token throws when gone. */
export interface DeprecatedOAuthConnection extends Connection {
  getAccessToken(): Promise<{ accessToken: string }>;
}

export interface GetConnectedAccountOptions {
  scopes?: string[];
  /** What happens when there is no usable connection: null (default), a throw, or the link flow. */
  or?: 'redirect' | 'throw' | 'return-null';
}

export interface ConnectedAccountMethods {
  /** The OAuth accounts linked to the user, oldest first. */
  listOAuthProviders(): Promise<OAuthProvider[]>;
  oauthProvidersCache(): CachedValue<OAuthProvider[]>;
  /** A linked account by its id (not the provider type). */
  getOAuthProvider(id: string): Promise<OAuthProvider | null>;
  /** The accounts that allow connected-account use. */
  listConnectedAccounts(): Promise<OAuthConnection[]>;
  connectedAccountsCache(): CachedValue<OAuthConnection[]>;
  /** Sends the browser to `provider` to link it (with extra scopes), back to the current page afterwards; resolves once sent. */
  linkConnectedAccount(provider: string, options?: { scopes?: string[] }): Promise<void>;
  getConnectedAccount(providerId: string, options: GetConnectedAccountOptions & { or: 'redirect' }): Promise<DeprecatedOAuthConnection>;
  getConnectedAccount(providerId: string, options?: GetConnectedAccountOptions): Promise<DeprecatedOAuthConnection | null>;
  getConnectedAccount(account: { provider: string; providerAccountId: string }): Promise<OAuthConnection | null>;
  /** A connection whose token covers `scopes`, else the link flow for them (never resolves then). */
  getOrLinkConnectedAccount(provider: string, options?: { scopes?: string[] }): Promise<OAuthConnection>;
}

/** The answers that mean "no usable token" (SPEC.md §7). */
function isNoToken(error: unknown): error is KnownError {
  return (
    error instanceof KnownErrors.OauthConnectionNotConnectedToUser ||
    error instanceof KnownErrors.OauthConnectionDoesNotHaveRequiredScope ||
    error instanceof KnownErrors.OauthAccessTokenNotAvailable
  );
}

const never = (): Promise<never> => new Promise<never>(() => {});

/** The load of oauthProvidersCache. */
export async function loadOAuthProviders(ctx: UserContext): Promise<OAuthProvider[]> {
  return (await areaApi(ctx).oauthAccounts.list(ctx.session(), 'me')).items.map((wire) => providerFromWire(ctx, wire));
}

/** The load of connectedAccountsCache. */
export async function loadConnectedAccounts(ctx: UserContext): Promise<OAuthConnection[]> {
  return (await areaApi(ctx).connectedAccounts.list(ctx.session(), 'me')).items.map((wire) => connectionFromWire(ctx, wire));
}

/** After a link changes: both lists and the user (its `oauth_providers`) are re-read. */
async function linksChanged(ctx: UserContext): Promise<void> {
  await Promise.all([oauthProvidersCache(ctx).refresh(), connectedAccountsCache(ctx).refresh(), ctx.reloadUser()]);
}

/** The provider token for these scopes; the "no token" errors come back as values. */
async function fetchToken(ctx: UserContext, provider: string, scopes: string[] | undefined, providerAccountId?: string): Promise<Result<{ accessToken: string }, KnownError>> {
  try {
    const answer = await areaApi(ctx).connectedAccounts.createAccessToken(ctx.session(), 'me', provider, (scopes ?? []).join(' '), providerAccountId);
    return Result.ok({ accessToken: answer.access_token });
  } catch (error) {
    if (isNoToken(error)) return Result.error(error);
    throw error;
  }
}

function providerFromWire(ctx: UserContext, wire: OAuthAccountWire): OAuthProvider {
  return {
    id: wire.id,
    type: wire.type,
    providerConfigId: wire.provider_config_id,
    userId: wire.user_id,
    ...(wire.email === undefined ? {} : { email: wire.email }),
    allowSignIn: wire.allow_sign_in,
    allowConnectedAccounts: wire.allow_connected_accounts,
    async update(data) {
      const body: { allow_sign_in?: boolean; allow_connected_accounts?: boolean } = {};
      if (data.allowSignIn !== undefined) body.allow_sign_in = data.allowSignIn;
      if (data.allowConnectedAccounts !== undefined) body.allow_connected_accounts = data.allowConnectedAccounts;
      try {
        await areaApi(ctx).oauthAccounts.update(ctx.session(), 'me', wire.id, body);
      } catch (error) {
        if (error instanceof KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn) return Result.error(error);
        throw error;
      }
      await linksChanged(ctx);
      return Result.ok(undefined);
    },
    async delete() {
      await areaApi(ctx).oauthAccounts.delete(ctx.session(), 'me', wire.id);
      await linksChanged(ctx);
    },
  };
}

function connectionFromWire(ctx: UserContext, wire: ConnectedAccountWire): OAuthConnection {
  return {
    id: wire.provider,
    provider: wire.provider,
    providerAccountId: wire.provider_account_id,
    getAccessToken: (options = {}) => fetchToken(ctx, wire.provider, options.scopes, wire.provider_account_id),
  };
}

export function connectedAccountMethods(ctx: UserContext): ConnectedAccountMethods {
  const providersCache = (): CachedValue<OAuthProvider[]> => oauthProvidersCache(ctx);
  const connectionsCache = (): CachedValue<OAuthConnection[]> => connectedAccountsCache(ctx);

  /** Sends the browser to the provider to link it; resolves once the navigation was started. */
  async function startLink(provider: string, scopes: string[] | undefined): Promise<void> {
    if (!ctx.startOAuth) throw new Error('linkConnectedAccount needs an app that can start an OAuth flow');
    const here = (globalThis as { location?: { href?: string } }).location?.href;
    await ctx.startOAuth(provider, { type: 'link', ...(scopes?.length ? { scopes } : {}), ...(here ? { returnTo: here } : {}) });
  }

  /** For calls that promise a connection: the page is leaving, so they never resolve. */
  async function link(provider: string, scopes: string[] | undefined): Promise<never> {
    await startLink(provider, scopes);
    return never();
  }

  async function getConnectedAccount(
    target: string | { provider: string; providerAccountId: string },
    options: GetConnectedAccountOptions = {},
  ): Promise<DeprecatedOAuthConnection | OAuthConnection | null> {
    if (typeof target === 'object') {
      return (await connectionsCache().get()).find((c) => c.provider === target.provider && c.providerAccountId === target.providerAccountId) ?? null;
    }
    const provider = target;
    const token = await fetchToken(ctx, provider, options.scopes);
    if (token.status === 'error') {
      if (options.or === 'redirect') return link(provider, options.scopes);
      if (options.or === 'throw') throw token.error;
      return null;
    }
    const providerAccountId = (await connectionsCache().get()).find((c) => c.provider === provider)?.providerAccountId ?? '';
    // The first call hands out the token fetched to decide; later calls ask again (the server reuses or refreshes).
    let first: { accessToken: string } | null = token.data;
    return {
      id: provider,
      provider,
      providerAccountId,
      async getAccessToken() {
        if (first) {
          const data = first;
          first = null;
          return data;
        }
        const again = await fetchToken(ctx, provider, options.scopes);
        if (again.status === 'error') throw again.error;
        return again.data;
      },
    };
  }

  return {
    listOAuthProviders: () => providersCache().get(),
    oauthProvidersCache: providersCache,
    async getOAuthProvider(id) {
      return (await providersCache().get()).find((p) => p.id === id) ?? null;
    },
    listConnectedAccounts: () => connectionsCache().get(),
    connectedAccountsCache: connectionsCache,
    async linkConnectedAccount(provider, options = {}) {
      await startLink(provider, options.scopes);
    },
    getConnectedAccount: getConnectedAccount as ConnectedAccountMethods['getConnectedAccount'],
    async getOrLinkConnectedAccount(provider, options = {}) {
      for (const connection of (await connectionsCache().get()).filter((c) => c.provider === provider)) {
        if ((await connection.getAccessToken({ scopes: options.scopes })).status === 'ok') return connection;
      }
      return link(provider, options.scopes);
    },
  };
}

export const connectedAccountsArea = defineUserArea({ caches: [oauthProvidersCache, connectedAccountsCache], methods: connectedAccountMethods });
