// Contact channels of the signed-in user and e-mail verification (PROTOCOL.md §5.10).
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { ClientContactChannelCreateBody, ClientContactChannelUpdateBody, ContactChannelWire } from '../../../protocol/wire/contact-channels';
import type {
  ContactChannelSendVerificationBody,
  EmailVerificationCheckResponse,
  SendVerificationEmailBody,
} from '../../../protocol/wire/email-verification';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { seg } from './request-options';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientContactChannelEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /contact-channels?user_id=me: the signed-in user's channels, oldest first. */
  async list(session: SessionLike): Promise<ContactChannelWire[]> {
    const list = await this.pipeline.json<ListEnvelope<ContactChannelWire>>('/contact-channels?user_id=me', { method: 'GET', session });
    return list.items;
  }

  /** POST /contact-channels (201): a new channel of the signed-in user. */
  create(session: SessionLike, body: ClientContactChannelCreateBody, idempotencyKey?: string): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>('/contact-channels', { method: 'POST', body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** PATCH /contact-channels/me/{id} with a partial body. */
  update(session: SessionLike, contactChannelId: string, body: ClientContactChannelUpdateBody): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>(`/contact-channels/me/${seg(contactChannelId)}`, { method: 'PATCH', body, session });
  }

  /** DELETE /contact-channels/me/{id}. */
  async delete(session: SessionLike, contactChannelId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/contact-channels/me/${seg(contactChannelId)}`, { method: 'DELETE', session });
  }

  /** POST /contact-channels/send-verification-code (deprecated form, as the official SDK): `email` must be the primary e-mail. */
  sendPrimaryEmailVerification(session: SessionLike, body: SendVerificationEmailBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/contact-channels/send-verification-code', { method: 'POST', body, session });
  }

  /** POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code. */
  sendVerificationCode(session: SessionLike, userId: string, contactChannelId: string, body: ContactChannelSendVerificationBody): Promise<SuccessResponse> {
    const path = `/contact-channels/${seg(userId)}/${seg(contactChannelId)}/send-verification-code`;
    return this.pipeline.json<SuccessResponse>(path, { method: 'POST', body, session });
  }

  /** POST /contact-channels/verify: marks the e-mail of the code verified (no user needed). */
  verify(code: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/contact-channels/verify', { method: 'POST', body: { code } });
  }

  /** POST /contact-channels/verify/check-code: whether the verification code is usable, without consuming it. */
  checkVerificationCode(code: string): Promise<EmailVerificationCheckResponse> {
    return this.pipeline.json<EmailVerificationCheckResponse>('/contact-channels/verify/check-code', { method: 'POST', body: { code } });
  }
}
