// Contact channels of the signed-in user (PROTOCOL.md §5.10), with the e-mail verification calls of ./email-verification.
import { contactChannelEndpoints as e } from '../../../protocol/endpoints/contact-channels';
import type { ClientContactChannelCreateBody, ClientContactChannelUpdateBody, ContactChannelWire } from '../../../protocol/wire/contact-channels';
import type { SessionLike } from '../../http/pipeline';
import { withIdempotencyKey } from '../../http/outcome';
import { ClientEmailVerificationEndpoints } from './email-verification';

export class ClientContactChannelEndpoints extends ClientEmailVerificationEndpoints {
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
}
