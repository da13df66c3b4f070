// A server user's personal API keys (PROTOCOL.md §5.17), the same objects as the current user's
// (official UserApiKey / UserApiKeyFirstView), read fresh instead of cached.
import type { UserApiKeyFirstViewWire, UserApiKeyWire } from '../../../../protocol/wire/api-keys';
import { apiKeyBaseFields, apiKeyCreationFields, type ApiKeyCreationOptions, type UserApiKey, type UserApiKeyFirstView } from '../../user/api-keys';
import type { ServerUserContext } from './context';

export interface ServerUserApiKeyMethods {
  /** The user's keys, newest first. */
  listApiKeys(): Promise<UserApiKey[]>;
  createApiKey(options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView>;
}

/** The key object of a user key, with revoke/update going through server access. */
export function serverUserApiKeyFields(ctx: Pick<ServerUserContext, 'api' | 'clock'>, wire: UserApiKeyWire | UserApiKeyFirstViewWire) {
  const base = apiKeyBaseFields(ctx, wire, {
    patch: (body) => ctx.api.apiKeys.update('user', wire.user_id, wire.id, body),
    refresh: async () => undefined,
  });
  return { ...base, type: 'user' as const, userId: wire.user_id };
}

export function serverUserApiKeyMethods(ctx: ServerUserContext): ServerUserApiKeyMethods {
  return {
    listApiKeys: async () =>
      (await ctx.api.apiKeys.list('user', ctx.userId)).map((wire) => ({ ...serverUserApiKeyFields(ctx, wire), value: { lastFour: wire.value.last_four } })),
    async createApiKey(options) {
      const wire = await ctx.api.apiKeys.create('user', { user_id: ctx.userId, ...apiKeyCreationFields(options) });
      return { ...serverUserApiKeyFields(ctx, wire), value: wire.value };
    },
  };
}
