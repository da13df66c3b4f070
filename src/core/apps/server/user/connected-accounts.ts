// A server user's connected accounts (PROTOCOL.md §5.24): the accounts usable for provider API calls and
// their provider access tokens. Linking needs the user's browser, so there is no link flow here.
import { KnownErrors } from '../../../../protocol/errors/client';
import type { KnownError } from '../../../../protocol/errors/known-error';
import type { ConnectedAccountWire } from '../../../../protocol/wire/oauth-accounts';
import { Result } from '../../../result';
import type { DeprecatedOAuthConnection, OAuthConnection } from '../../user/connected-accounts';
import type { ServerUserContext } from './context';

export interface ServerConnectedAccountMethods {
  /** The accounts that allow connected-account use, oldest first. */
  listConnectedAccounts(): Promise<OAuthConnection[]>;
  /** One account by provider and provider-side id; null when the user has no such connection. */
  getConnectedAccount(account: { provider: string; providerAccountId: string }): Promise<OAuthConnection | null>;
  /** The first connection of a provider whose token covers `scopes`; null (or a throw with `or: 'throw'`) otherwise. */
  getConnectedAccount(providerId: string, options?: { scopes?: string[]; or?: 'throw' | 'return-null' }): Promise<DeprecatedOAuthConnection | null>;
}

/** The answers that mean "no usable token" (SPEC.md §7). */
function isNoToken(error: unknown): error is KnownError {
  return (
    error instanceof KnownErrors.OauthConnectionNotConnectedToUser ||
    error instanceof KnownErrors.OauthConnectionDoesNotHaveRequiredScope ||
    error instanceof KnownErrors.OauthAccessTokenNotAvailable
  );
}

export function serverConnectedAccountMethods(ctx: ServerUserContext): ServerConnectedAccountMethods {
  async function token(provider: string, scopes: string[] | undefined, providerAccountId?: string): Promise<Result<{ accessToken: string }, KnownError>> {
    try {
      const answer = await ctx.api.connectedAccounts.accessToken(ctx.userId, provider, (scopes ?? []).join(' '), providerAccountId);
      return Result.ok({ accessToken: answer.access_token });
    } catch (error) {
      if (isNoToken(error)) return Result.error(error);
      throw error;
    }
  }

  const fromWire = (wire: ConnectedAccountWire): OAuthConnection => ({
    id: wire.provider,
    provider: wire.provider,
    providerAccountId: wire.provider_account_id,
    getAccessToken: (options = {}) => token(wire.provider, options.scopes, wire.provider_account_id),
  });
  const list = async () => (await ctx.api.connectedAccounts.list(ctx.userId)).map(fromWire);

  async function getConnectedAccount(
    target: string | { provider: string; providerAccountId: string },
    options: { scopes?: string[]; or?: 'throw' | 'return-null' } = {},
  ): Promise<OAuthConnection | DeprecatedOAuthConnection | null> {
    if (typeof target === 'object') {
      return (await list()).find((c) => c.provider === target.provider && c.providerAccountId === target.providerAccountId) ?? null;
    }
    const first = await token(target, options.scopes);
    if (first.status === 'error') {
      if (options.or === 'throw') throw first.error;
      return null;
    }
    const providerAccountId = (await list()).find((c) => c.provider === target)?.providerAccountId ?? '';
    return {
      id: target,
      provider: target,
      providerAccountId,
      async getAccessToken() {
        const again = await token(target, options.scopes);
        if (again.status === 'error') throw again.error;
        return again.data;
      },
    };
  }

  return {
    listConnectedAccounts: list,
    getConnectedAccount: getConnectedAccount as ServerConnectedAccountMethods['getConnectedAccount'],
  };
}
