// The project's own key sets (PROTOCOL.md §4.9, §5.20), named as in the official SDK: InternalApiKey,
// InternalApiKeyFirstView, createInternalApiKey, listInternalApiKeys, revoke. The three secrets are
// shown once, at creation; afterwards only their last four characters.
import type { Clock } from '../../../protocol/clock';
import type { InternalApiKeyFirstViewWire, InternalApiKeyWire } from '../../../protocol/wire/internal-api-keys';
import type { InternalApiKeyCreateBody } from '../../../protocol/wire/internal-api-keys';
import type { AdminInterface } from '../../interface/admin/admin-interface';

export type InternalApiKeyStatus = 'valid' | 'expired' | 'manually-revoked';

export interface InternalApiKeyCreateOptions {
  description: string;
  expiresAt: Date;
  hasPublishableClientKey: boolean;
  hasSecretServerKey: boolean;
  hasSuperSecretAdminKey: boolean;
}

export interface InternalApiKeyBase {
  id: string;
  description: string;
  /** null: the set never expires (the emulator's own sets). */
  expiresAt: Date | null;
  manuallyRevokedAt: Date | null;
  createdAt: Date;
  /** Expiry is checked before revocation (SPEC.md §4 "API key"). */
  readonly status: InternalApiKeyStatus;
  isValid(): boolean;
  whyInvalid(): 'expired' | 'manually-revoked' | null;
  /** Revokes the set for good: its keys stop authenticating at once. */
  revoke(): Promise<void>;
}

/** A listed set: only the last four characters of each key it has; null for a kind it lacks. */
export interface InternalApiKey extends InternalApiKeyBase {
  publishableClientKey: { lastFour: string } | null;
  secretServerKey: { lastFour: string } | null;
  superSecretAdminKey: { lastFour: string } | null;
}

/** The set as created: the full keys, which the server never shows again. */
export interface InternalApiKeyFirstView extends InternalApiKeyBase {
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
}

export interface InternalApiKeyContext {
  readonly admin: AdminInterface;
  readonly clock: Clock;
}

/** Expired first, then revoked, else valid (for the internal key, expiry is checked first). */
export function internalApiKeyStatus(key: { expiresAt: Date | null; manuallyRevokedAt: Date | null }, now: number): InternalApiKeyStatus {
  if (key.expiresAt !== null && key.expiresAt.getTime() <= now) return 'expired';
  if (key.manuallyRevokedAt !== null) return 'manually-revoked';
  return 'valid';
}

type BaseWire = Pick<InternalApiKeyWire, 'id' | 'description' | 'created_at_millis' | 'expires_at_millis' | 'manually_revoked_at_millis'>;

function baseFromWire(ctx: InternalApiKeyContext, wire: BaseWire): InternalApiKeyBase {
  const key = {
    id: wire.id,
    description: wire.description,
    expiresAt: wire.expires_at_millis === undefined ? null : new Date(wire.expires_at_millis),
    manuallyRevokedAt: wire.manually_revoked_at_millis === undefined ? null : new Date(wire.manually_revoked_at_millis),
    createdAt: new Date(wire.created_at_millis),
  };
  const status = () => internalApiKeyStatus(key, ctx.clock.now());
  return {
    ...key,
    get status() {
      return status();
    },
    isValid: () => status() === 'valid',
    whyInvalid: () => {
      const s = status();
      return s === 'valid' ? null : s;
    },
    async revoke() {
      await ctx.admin.internalApiKeys.updateInternalApiKey(wire.id, { revoked: true });
    },
  };
}

const lastFour = (value: { last_four: string } | undefined) => (value === undefined ? null : { lastFour: value.last_four });

export function internalApiKeyFromWire(ctx: InternalApiKeyContext, wire: InternalApiKeyWire): InternalApiKey {
  return Object.assign(baseFromWire(ctx, wire), {
    publishableClientKey: lastFour(wire.publishable_client_key),
    secretServerKey: lastFour(wire.secret_server_key),
    superSecretAdminKey: lastFour(wire.super_secret_admin_key),
  });
}

export function internalApiKeyFirstViewFromWire(ctx: InternalApiKeyContext, wire: InternalApiKeyFirstViewWire): InternalApiKeyFirstView {
  return Object.assign(baseFromWire(ctx, wire), {
    ...(wire.publishable_client_key === undefined ? {} : { publishableClientKey: wire.publishable_client_key }),
    ...(wire.secret_server_key === undefined ? {} : { secretServerKey: wire.secret_server_key }),
    ...(wire.super_secret_admin_key === undefined ? {} : { superSecretAdminKey: wire.super_secret_admin_key }),
  });
}

export function internalApiKeyCreateToWire(options: InternalApiKeyCreateOptions): InternalApiKeyCreateBody {
  return {
    description: options.description,
    expires_at_millis: options.expiresAt.getTime(),
    has_publishable_client_key: options.hasPublishableClientKey,
    has_secret_server_key: options.hasSecretServerKey,
    has_super_secret_admin_key: options.hasSuperSecretAdminKey,
  };
}

export async function listInternalApiKeys(ctx: InternalApiKeyContext): Promise<InternalApiKey[]> {
  return (await ctx.admin.internalApiKeys.listInternalApiKeys()).map((wire) => internalApiKeyFromWire(ctx, wire));
}

export async function createInternalApiKey(ctx: InternalApiKeyContext, options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView> {
  return internalApiKeyFirstViewFromWire(ctx, await ctx.admin.internalApiKeys.createInternalApiKey(internalApiKeyCreateToWire(options)));
}
