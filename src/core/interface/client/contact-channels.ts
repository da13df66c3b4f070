// Contact channels of the signed-in user and e-mail verification (PROTOCOL.md §5.10).
import { contactChannelEndpoints as e } from '../../../protocol/endpoints/contact-channels';
import { emailVerificationEndpoints as verification } from '../../../protocol/endpoints/email-verification';
import type { SuccessResponse } from '../../../protocol/wire/common';
import type { ClientContactChannelCreateBody, ClientContactChannelUpdateBody, ContactChannelWire } from '../../../protocol/wire/contact-channels';
import type {
  ContactChannelSendVerificationBody,
  EmailVerificationCheckResponse,
  SendVerificationEmailBody,
} from '../../../protocol/wire/email-verification';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientContactChannelEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /contact-channels?user_id=me: the signed-in user's channels, oldest first. */
  async list(session: SessionLike): Promise<ContactChannelWire[]> {
    const list = await this.pipeline.call(e.list, { query: { user_id: 'me' }, session });
    return list.items;
  }

  /** POST /contact-channels (201): a new channel of the signed-in user. */
  create(session: SessionLike, body: ClientContactChannelCreateBody, idempotencyKey?: string): Promise<ContactChannelWire> {
    return this.pipeline.call(e.create, { body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** PATCH /contact-channels/me/{id} with a partial body. */
  update(session: SessionLike, contactChannelId: string, body: ClientContactChannelUpdateBody): Promise<ContactChannelWire> {
    return this.pipeline.call(e.update, { params: { user_id: 'me', contact_channel_id: contactChannelId }, body, session });
  }

  /** DELETE /contact-channels/me/{id}. */
  async delete(session: SessionLike, contactChannelId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { user_id: 'me', contact_channel_id: contactChannelId }, session });
  }

  /** The deprecated form, as the official SDK sends it: `email` must be the primary e-mail. */
  sendPrimaryEmailVerification(session: SessionLike, body: SendVerificationEmailBody): Promise<SuccessResponse> {
    return this.pipeline.call(verification.sendPrimary, { body, session });
  }

  /** Mails a verification code for one of the user's channels. */
  sendVerificationCode(session: SessionLike, userId: string, contactChannelId: string, body: ContactChannelSendVerificationBody): Promise<SuccessResponse> {
    return this.pipeline.call(verification.send, { params: { user_id: userId, contact_channel_id: contactChannelId }, body, session });
  }

  /** Marks the e-mail of the code verified (no user needed). */
  verify(code: string): Promise<SuccessResponse> {
    return this.pipeline.call(verification.verify, { body: { code } });
  }

  /** Whether the verification code is usable, without consuming it. */
  checkVerificationCode(code: string): Promise<EmailVerificationCheckResponse> {
    return this.pipeline.call(verification.checkCode, { body: { code } });
  }
}
