// Personal API keys of the current user (PROTOCOL.md §5.17), named as in the official SDK
// (ApiKey, UserApiKey, UserApiKeyFirstView, createApiKey, listApiKeys).
import type { UserApiKeyFirstViewWire, UserApiKeyWire } from '../../../protocol/wire/api-keys';
import type { CachedValue } from '../../cache';
import type { UserContext } from './context';

export type ApiKeyInvalidReason = 'manually-revoked' | 'expired';

export interface ApiKeyCreationOptions {
  description: string;
  /** null: the key never expires. */
  expiresAt: Date | null;
  /** A public key (pk_) is not revoked by secret scanners when found in public. */
  isPublic?: boolean;
}

export interface ApiKeyUpdateOptions {
  description?: string;
}

interface UserApiKeyFields {
  id: string;
  description: string;
  expiresAt?: Date;
  manuallyRevokedAt?: Date;
  createdAt: Date;
  isPublic: boolean;
  type: 'user';
  userId: string;
  isValid(): boolean;
  /** Revocation is reported before expiry (SPEC.md §4 "API key"). */
  whyInvalid(): ApiKeyInvalidReason | null;
  /** Revokes the key for good (one-way); the list cache is refreshed before this resolves. */
  revoke(): Promise<void>;
  update(options: ApiKeyUpdateOptions): Promise<void>;
}

/** A key as listed: only its last four characters are known. */
export interface UserApiKey extends UserApiKeyFields {
  value: { lastFour: string };
}

/** The key as created: `value` is the full secret, which the server never shows again. */
export interface UserApiKeyFirstView extends UserApiKeyFields {
  value: string;
}

export interface UserApiKeyMethods {
  /** The user's keys, newest first (cached). */
  listApiKeys(): Promise<UserApiKey[]>;
  /** The cache behind listApiKeys, for subscribers (React). */
  apiKeysCache(): CachedValue<UserApiKey[]>;
  createApiKey(options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView>;
}

export function whyApiKeyInvalid(key: { manuallyRevokedAt?: Date; expiresAt?: Date }, now: number): ApiKeyInvalidReason | null {
  if (key.manuallyRevokedAt) return 'manually-revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now) return 'expired';
  return null;
}

export function userApiKeyMethods(ctx: UserContext): UserApiKeyMethods {
  const cache = (): CachedValue<UserApiKey[]> =>
    ctx.cache('api-keys', async () => (await ctx.api.listUserApiKeys(ctx.session(), ctx.userId)).map(fromWire));

  function fields(wire: UserApiKeyWire | UserApiKeyFirstViewWire): UserApiKeyFields {
    const dates = {
      ...(wire.expires_at_millis === undefined ? {} : { expiresAt: new Date(wire.expires_at_millis) }),
      ...(wire.manually_revoked_at_millis === undefined ? {} : { manuallyRevokedAt: new Date(wire.manually_revoked_at_millis) }),
    };
    return {
      id: wire.id,
      description: wire.description,
      ...dates,
      createdAt: new Date(wire.created_at_millis),
      isPublic: wire.is_public,
      type: 'user',
      userId: wire.user_id,
      // Closures over the dates, so the methods also work when detached from the object.
      isValid: () => whyApiKeyInvalid(dates, ctx.clock.now()) === null,
      whyInvalid: () => whyApiKeyInvalid(dates, ctx.clock.now()),
      async revoke() {
        await ctx.api.updateUserApiKey(ctx.session(), ctx.userId, wire.id, { revoked: true });
        await cache().refresh();
      },
      async update(options: ApiKeyUpdateOptions) {
        await ctx.api.updateUserApiKey(ctx.session(), ctx.userId, wire.id, {
          ...(options.description === undefined ? {} : { description: options.description }),
        });
        await cache().refresh();
      },
    };
  }

  function fromWire(wire: UserApiKeyWire): UserApiKey {
    return { ...fields(wire), value: { lastFour: wire.value.last_four } };
  }

  return {
    listApiKeys: () => cache().get(),
    apiKeysCache: cache,
    async createApiKey(options) {
      const wire = await ctx.api.createUserApiKey(ctx.session(), {
        user_id: ctx.userId,
        description: options.description,
        expires_at_millis: options.expiresAt === null ? null : options.expiresAt.getTime(),
        ...(options.isPublic === undefined ? {} : { is_public: options.isPublic }),
      });
      await cache().refresh();
      return { ...fields(wire), value: wire.value };
    },
  };
}
