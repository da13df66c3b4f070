// Notification preferences of the signed-in user (PROTOCOL.md §5.22).
import { notificationPreferenceEndpoints as e } from '../../../protocol/endpoints/notification-preferences';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { NotificationPreferenceUpdateBody, NotificationPreferenceWire } from '../../../protocol/wire/notification-preferences';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientNotificationPreferenceEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /emails/notification-preference/me: both categories with the user's choice. */
  list(session: SessionLike): Promise<ListEnvelope<NotificationPreferenceWire>> {
    return this.pipeline.call(e.list, { params: { user_id: 'me' }, session });
  }

  /** PATCH /emails/notification-preference/me/{category_id}: turns a category on or off. */
  set(session: SessionLike, categoryId: string, body: NotificationPreferenceUpdateBody): Promise<NotificationPreferenceWire> {
    return this.pipeline.call(e.set, { params: { user_id: 'me', notification_category_id: categoryId }, body, session });
  }
}
