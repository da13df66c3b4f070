// A server user's contact channels (PROTOCOL.md §5.10), named as the official SDK's ServerContactChannel:
// a backend may also mark an address verified. Known errors are thrown, as there.
import type { ContactChannelWire } from '../../../../protocol/wire/contact-channels';
import { contactChannelDataFromWire, verificationCallbackUrl, type ContactChannel, type ContactChannelCreateOptions, type ContactChannelUpdateOptions } from '../../user/contact-channels';
import type { ServerUserContext } from './context';

export interface ServerContactChannelUpdateOptions extends ContactChannelUpdateOptions {
  isVerified?: boolean;
}

export interface ServerContactChannelCreateOptions extends ContactChannelCreateOptions {
  isVerified?: boolean;
}

/** The client's channel, whose update may also mark the address verified. */
export interface ServerContactChannel extends Omit<ContactChannel, 'update'> {
  update(options: ServerContactChannelUpdateOptions): Promise<void>;
}

export interface ServerContactChannelMethods {
  /** The user's channels, oldest first. */
  listContactChannels(): Promise<ServerContactChannel[]>;
  createContactChannel(options: ServerContactChannelCreateOptions): Promise<ServerContactChannel>;
}

export function serverContactChannelMethods(ctx: ServerUserContext): ServerContactChannelMethods {
  const api = ctx.api.contactChannels;

  function fromWire(wire: ContactChannelWire): ServerContactChannel {
    return {
      ...contactChannelDataFromWire(wire),
      async sendVerificationEmail(options = {}) {
        const callbackUrl = verificationCallbackUrl(ctx, options);
        await api.sendVerificationCode(ctx.userId, wire.id, { callback_url: callbackUrl });
      },
      async update(options) {
        await api.update(ctx.userId, wire.id, {
          ...(options.value === undefined ? {} : { value: options.value }),
          ...(options.usedForAuth === undefined ? {} : { used_for_auth: options.usedForAuth }),
          ...(options.isPrimary === undefined ? {} : { is_primary: options.isPrimary }),
          ...(options.isVerified === undefined ? {} : { is_verified: options.isVerified }),
        });
      },
      delete: () => api.delete(ctx.userId, wire.id),
    };
  }

  return {
    listContactChannels: async () => (await api.list(ctx.userId)).map(fromWire),
    async createContactChannel(options) {
      const wire = await api.create({
        user_id: ctx.userId,
        type: 'email',
        value: options.value,
        used_for_auth: options.usedForAuth,
        ...(options.isPrimary === undefined ? {} : { is_primary: options.isPrimary }),
        ...(options.isVerified === undefined ? {} : { is_verified: options.isVerified }),
      });
      return fromWire(wire);
    },
  };
}
