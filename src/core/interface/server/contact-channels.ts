// Contact channels of any user with server access (PROTOCOL.md §5.10): servers may also set `is_verified`.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { ContactChannelWire, ServerContactChannelCreateBody, ServerContactChannelUpdateBody } from '../../../protocol/wire/contact-channels';
import type { ContactChannelSendVerificationBody } from '../../../protocol/wire/email-verification';
import type { RequestPipeline } from '../../http/pipeline';
import { emailVerificationEndpoints as verification } from '../../../protocol/endpoints/email-verification';
import { seg, withQuery } from './path';

export class ServerContactChannelEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /contact-channels (201). */
  create(body: ServerContactChannelCreateBody): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>('/contact-channels', { method: 'POST', body });
  }

  /** GET /contact-channels?user_id=: the user's channels, oldest first. */
  async list(userId: string): Promise<ContactChannelWire[]> {
    return (await this.pipeline.json<ListEnvelope<ContactChannelWire>>(withQuery('/contact-channels', { user_id: userId }), { method: 'GET' })).items;
  }

  /** PATCH /contact-channels/{user}/{id}. */
  update(userId: string, channelId: string, body: ServerContactChannelUpdateBody): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>(`/contact-channels/${seg(userId)}/${seg(channelId)}`, { method: 'PATCH', body });
  }

  /** DELETE /contact-channels/{user}/{id}. */
  async delete(userId: string, channelId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/contact-channels/${seg(userId)}/${seg(channelId)}`, { method: 'DELETE' });
  }

  /** Mails a verification code for the channel (EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED). */
  async sendVerificationCode(userId: string, channelId: string, body: ContactChannelSendVerificationBody): Promise<void> {
    await this.pipeline.call(verification.send, { params: { user_id: userId, contact_channel_id: channelId }, body });
  }
}
