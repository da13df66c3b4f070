// Contact channels of any user with server access (PROTOCOL.md §5.10): servers may also set `is_verified`.
import { contactChannelEndpoints as e } from '../../../protocol/endpoints/contact-channels';
import { emailVerificationEndpoints as verification } from '../../../protocol/endpoints/email-verification';
import type { ContactChannelWire, ServerContactChannelCreateBody, ServerContactChannelUpdateBody } from '../../../protocol/wire/contact-channels';
import type { ContactChannelSendVerificationBody } from '../../../protocol/wire/email-verification';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerContactChannelEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /contact-channels (201). */
  create(body: ServerContactChannelCreateBody): Promise<ContactChannelWire> {
    return this.pipeline.call(e.create, { body });
  }

  /** GET /contact-channels?user_id=: the user's channels, oldest first. */
  async list(userId: string): Promise<ContactChannelWire[]> {
    return (await this.pipeline.call(e.list, { query: { user_id: userId } })).items;
  }

  /** PATCH /contact-channels/{user}/{id}. */
  update(userId: string, channelId: string, body: ServerContactChannelUpdateBody): Promise<ContactChannelWire> {
    return this.pipeline.call(e.update, { params: { user_id: userId, contact_channel_id: channelId }, body });
  }

  /** DELETE /contact-channels/{user}/{id}. */
  async delete(userId: string, channelId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { user_id: userId, contact_channel_id: channelId } });
  }

  /** Mails a verification code for the channel (EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED). */
  async sendVerificationCode(userId: string, channelId: string, body: ContactChannelSendVerificationBody): Promise<void> {
    await this.pipeline.call(verification.send, { params: { user_id: userId, contact_channel_id: channelId }, body });
  }
}
