// Contact channels of the current user (PROTOCOL.md §5.10), named after the official SDK's
// ContactChannel. Known errors (e.g. an address someone else signs in with) are thrown, as there.
import type { IdempotentWriteOptions } from '../../http/outcome';
import type { CachedValue } from '../../cache';
import type { ContactChannelWire } from '../../../protocol/wire/contact-channels';
import type { UserContext } from './context';
import { CALLBACK_URL_REQUIRED } from '../../auth/passwords';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const contactChannelsCache = userCache('contactChannels', loadContactChannels);

export interface ContactChannelUpdateOptions {
  value?: string;
  usedForAuth?: boolean;
  isPrimary?: boolean;
}

export interface ContactChannelCreateOptions extends IdempotentWriteOptions {
  value: string;
  /** Only e-mail channels exist. */
  type?: 'email';
  usedForAuth: boolean;
  isPrimary?: boolean;
}

export interface ContactChannel {
  readonly id: string;
  readonly value: string;
  readonly type: 'email';
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  readonly usedForAuth: boolean;
  /** Mails a verification link; the default callback is the app's email-verification handler. */
  sendVerificationEmail(options?: { callbackUrl?: string }): Promise<void>;
  update(options: ContactChannelUpdateOptions): Promise<void>;
  delete(): Promise<void>;
}

export interface ContactChannelMethods {
  listContactChannels(): Promise<ContactChannel[]>;
  /** The cached list (for components that re-render on every change). */
  contactChannelsCache(): CachedValue<ContactChannel[]>;
  createContactChannel(options: ContactChannelCreateOptions): Promise<ContactChannel>;
}

/** The data fields of a channel, shared by the client and server objects. */
export function contactChannelDataFromWire(wire: ContactChannelWire): Pick<ContactChannel, 'id' | 'value' | 'type' | 'isPrimary' | 'isVerified' | 'usedForAuth'> {
  return { id: wire.id, value: wire.value, type: wire.type, isPrimary: wire.is_primary, isVerified: wire.is_verified, usedForAuth: wire.used_for_auth };
}

/** The given callback URL, else the app's email-verification handler made absolute. */
export function verificationCallbackUrl(ctx: Pick<UserContext, 'absoluteUrl' | 'urls'>, options: { callbackUrl?: string }): string {
  const callbackUrl = options.callbackUrl ?? ctx.absoluteUrl(ctx.urls.emailVerification);
  if (callbackUrl === null) throw new Error(CALLBACK_URL_REQUIRED('sendVerificationEmail', 'emailVerification'));
  return callbackUrl;
}

/** The load of contactChannelsCache. */
export async function loadContactChannels(ctx: UserContext): Promise<ContactChannel[]> {
  return (await areaApi(ctx).contactChannels.list(ctx.session())).map((wire) => contactChannelFromWire(ctx, wire));
}

/** After a change: the list and the user (whose primary e-mail may have moved) are re-read. */
async function contactChannelsChanged(ctx: UserContext): Promise<void> {
  await Promise.all([contactChannelsCache(ctx).refresh(), ctx.reloadUser()]);
}

function contactChannelFromWire(ctx: UserContext, wire: ContactChannelWire): ContactChannel {
  const changed = () => contactChannelsChanged(ctx);
  return {
    ...contactChannelDataFromWire(wire),
    async sendVerificationEmail(options = {}) {
      const callbackUrl = verificationCallbackUrl(ctx, options);
      await areaApi(ctx).contactChannels.sendVerificationCode(ctx.session(), 'me', wire.id, { callback_url: callbackUrl });
    },
    async update(options) {
      const body: { value?: string; used_for_auth?: boolean; is_primary?: boolean } = {};
      if (options.value !== undefined) body.value = options.value;
      if (options.usedForAuth !== undefined) body.used_for_auth = options.usedForAuth;
      if (options.isPrimary !== undefined) body.is_primary = options.isPrimary;
      await areaApi(ctx).contactChannels.update(ctx.session(), wire.id, body);
      await changed();
    },
    async delete() {
      await areaApi(ctx).contactChannels.delete(ctx.session(), wire.id);
      await changed();
    },
  };
}

export function contactChannelMethods(ctx: UserContext): ContactChannelMethods {
  const cache = (): CachedValue<ContactChannel[]> => contactChannelsCache(ctx);
  return {
    listContactChannels: () => cache().get(),
    contactChannelsCache: cache,
    async createContactChannel(options) {
      const wire = await areaApi(ctx).contactChannels.create(ctx.session(), {
        user_id: 'me',
        type: 'email',
        value: options.value,
        used_for_auth: options.usedForAuth,
        ...(options.isPrimary !== undefined ? { is_primary: options.isPrimary } : {}),
      }, options.idempotencyKey);
      // The channel exists: a failed list refresh must not report the addition as failed.
      await contactChannelsChanged(ctx).catch(() => undefined);
      return contactChannelFromWire(ctx, wire);
    },
  };
}

export const contactChannelsArea = defineUserArea({ caches: [contactChannelsCache], methods: contactChannelMethods });
