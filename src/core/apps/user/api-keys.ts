// Personal API keys of the current user (PROTOCOL.md §5.17), named as in the official SDK
// (ApiKey, UserApiKey, UserApiKeyFirstView, createApiKey, listApiKeys).
import type { IdempotentWriteOptions } from '../../http/outcome';
import type { ApiKeyUpdateBody, UserApiKeyFirstViewWire, UserApiKeyWire } from '../../../protocol/wire/api-keys';
import type { CachedValue } from '../../cache';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const userApiKeysCache = userCache('api-keys', loadUserApiKeys);

export type ApiKeyInvalidReason = 'manually-revoked' | 'expired';

export interface ApiKeyCreationOptions extends IdempotentWriteOptions {
  description: string;
  /** null: the key never expires. */
  expiresAt: Date | null;
  /** A public key (pk_) is not revoked by secret scanners when found in public. */
  isPublic?: boolean;
}

export interface ApiKeyUpdateOptions {
  description?: string;
}

/** What user and team keys share (official SDK `ApiKey`). */
export interface ApiKeyBase {
  id: string;
  description: string;
  expiresAt?: Date;
  manuallyRevokedAt?: Date;
  createdAt: Date;
  isPublic: boolean;
  isValid(): boolean;
  /** Revocation is reported before expiry (SPEC.md §4 "API key"). */
  whyInvalid(): ApiKeyInvalidReason | null;
  /** Revokes the key for good (one-way); the list cache is refreshed before this resolves. */
  revoke(): Promise<void>;
  update(options: ApiKeyUpdateOptions): Promise<void>;
}

interface UserApiKeyFields extends ApiKeyBase {
  type: 'user';
  userId: string;
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

/** The wire fields every key has (read view or first view); only `value` differs. */
type ApiKeyBaseWire = Omit<UserApiKeyWire, 'type' | 'user_id' | 'value'>;

/** The shared part of a key object: data plus revoke/update, which PATCH and then refresh the owner's list. */
export function apiKeyBaseFields(
  ctx: Pick<UserContext, 'clock'>,
  wire: ApiKeyBaseWire,
  owner: { patch(body: ApiKeyUpdateBody): Promise<unknown>; refresh(): Promise<unknown> },
): ApiKeyBase {
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
    // Closures over the dates, so the methods also work when detached from the object.
    isValid: () => whyApiKeyInvalid(dates, ctx.clock.now()) === null,
    whyInvalid: () => whyApiKeyInvalid(dates, ctx.clock.now()),
    async revoke() {
      await owner.patch({ revoked: true });
      await owner.refresh();
    },
    async update(options: ApiKeyUpdateOptions) {
      await owner.patch({ ...(options.description === undefined ? {} : { description: options.description }) });
      await owner.refresh();
    },
  };
}

/** The create body fields shared by user and team keys. */
export function apiKeyCreationFields(options: ApiKeyCreationOptions): { description: string; expires_at_millis: number | null; is_public?: boolean } {
  return {
    description: options.description,
    expires_at_millis: options.expiresAt === null ? null : options.expiresAt.getTime(),
    ...(options.isPublic === undefined ? {} : { is_public: options.isPublic }),
  };
}

/** The load of userApiKeysCache. */
export async function loadUserApiKeys(ctx: UserContext): Promise<UserApiKey[]> {
  return (await areaApi(ctx).apiKeys.listUserKeys(ctx.session(), ctx.userId)).map((wire) => ({ ...userKeyFields(ctx, wire), value: { lastFour: wire.value.last_four } }));
}

function userKeyFields(ctx: UserContext, wire: UserApiKeyWire | UserApiKeyFirstViewWire): UserApiKeyFields {
  const base = apiKeyBaseFields(ctx, wire, {
    patch: (body) => areaApi(ctx).apiKeys.updateUserKey(ctx.session(), ctx.userId, wire.id, body),
    refresh: () => userApiKeysCache(ctx).refresh(),
  });
  return { ...base, type: 'user', userId: wire.user_id };
}

export function userApiKeyMethods(ctx: UserContext): UserApiKeyMethods {
  const cache = (): CachedValue<UserApiKey[]> => userApiKeysCache(ctx);
  return {
    listApiKeys: () => cache().get(),
    apiKeysCache: cache,
    async createApiKey(options) {
      const wire = await areaApi(ctx).apiKeys.createUserKey(ctx.session(), {
        user_id: ctx.userId,
        ...apiKeyCreationFields(options),
      }, options.idempotencyKey);
      // The key exists and its secret is in hand: a failed list refresh must not lose it.
      await cache().refresh().catch(() => undefined);
      return { ...userKeyFields(ctx, wire), value: wire.value };
    },
  };
}

export const userApiKeysArea = defineUserArea({ caches: [userApiKeysCache], methods: userApiKeyMethods });
