// OAuth accounts linked to a server user (PROTOCOL.md §5.23), as the official SDK's ServerOAuthProvider: a
// backend sees the provider-side account id and may change it. A taken account id is an error Result.
import { KnownErrors } from '../../../../protocol/errors/client';
import type { KnownError } from '../../../../protocol/errors/known-error';
import type { ServerOAuthAccountUpdateBody, ServerOAuthAccountWire } from '../../../../protocol/wire/oauth-accounts';
import type { ServerInterface } from '../../../interface/server-interface';
import { Result } from '../../../result';
import type { ServerUserContext } from './context';

export interface ServerOAuthProviderUpdateOptions {
  accountId?: string;
  email?: string;
  allowSignIn?: boolean;
  allowConnectedAccounts?: boolean;
}

export interface ServerOAuthProvider {
  /** The linked account's own id (not the provider type). */
  readonly id: string;
  /** The provider type (github, google, ...). */
  readonly type: string;
  readonly providerConfigId: string;
  readonly userId: string;
  /** The account's id at the provider. */
  readonly accountId: string;
  readonly email?: string;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
  /** OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN comes back as an error Result. */
  update(options: ServerOAuthProviderUpdateOptions): Promise<Result<void, KnownError>>;
  /** Unlinks the account. */
  delete(): Promise<void>;
}

export interface ServerOAuthProviderCreateOptions {
  userId: string;
  /** The provider config id of the project (e.g. `github`). */
  providerConfigId: string;
  accountId: string;
  email?: string;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
}

export interface ServerOAuthProviderMethods {
  listOAuthProviders(): Promise<ServerOAuthProvider[]>;
  /** A linked account by its own id; null when the user has none with it. */
  getOAuthProvider(id: string): Promise<ServerOAuthProvider | null>;
}

/** The one known error of creating or changing a link that the official SDK answers as a value. */
async function takenAsResult<T>(run: () => Promise<T>): Promise<Result<T, KnownError>> {
  try {
    return Result.ok(await run());
  } catch (error) {
    if (error instanceof KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn) return Result.error(error);
    throw error;
  }
}

export function serverOAuthProviderFromWire(api: ServerInterface, wire: ServerOAuthAccountWire): ServerOAuthProvider {
  return {
    id: wire.id,
    type: wire.type,
    providerConfigId: wire.provider_config_id,
    userId: wire.user_id,
    accountId: wire.account_id,
    ...(wire.email === undefined ? {} : { email: wire.email }),
    allowSignIn: wire.allow_sign_in,
    allowConnectedAccounts: wire.allow_connected_accounts,
    update: (options) =>
      takenAsResult(async () => {
        const body: ServerOAuthAccountUpdateBody = {};
        if (options.accountId !== undefined) body.account_id = options.accountId;
        if (options.email !== undefined) body.email = options.email;
        if (options.allowSignIn !== undefined) body.allow_sign_in = options.allowSignIn;
        if (options.allowConnectedAccounts !== undefined) body.allow_connected_accounts = options.allowConnectedAccounts;
        await api.oauthProviders.update(wire.user_id, wire.id, body);
      }),
    delete: () => api.oauthProviders.delete(wire.user_id, wire.id),
  };
}

/** StackServerApp.createOAuthProvider: links an account to any user (POST /oauth-providers). */
export function createOAuthProvider(api: ServerInterface, options: ServerOAuthProviderCreateOptions): Promise<Result<ServerOAuthProvider, KnownError>> {
  return takenAsResult(async () => {
    const wire = await api.oauthProviders.create({
      user_id: options.userId,
      provider_config_id: options.providerConfigId,
      account_id: options.accountId,
      allow_sign_in: options.allowSignIn,
      allow_connected_accounts: options.allowConnectedAccounts,
      ...(options.email === undefined ? {} : { email: options.email }),
    });
    return serverOAuthProviderFromWire(api, wire);
  });
}

export function serverOAuthProviderMethods(ctx: ServerUserContext): ServerOAuthProviderMethods {
  const list = async () => (await ctx.api.oauthProviders.list(ctx.userId)).map((wire) => serverOAuthProviderFromWire(ctx.api, wire));
  return {
    listOAuthProviders: list,
    getOAuthProvider: async (id) => (await list()).find((p) => p.id === id) ?? null,
  };
}
