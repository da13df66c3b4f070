// Notification preferences of any user with server access (PROTOCOL.md §5.22).
import { notificationPreferenceEndpoints as e } from '../../../protocol/endpoints/notification-preferences';
import type { NotificationPreferenceWire } from '../../../protocol/wire/notification-preferences';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerNotificationPreferenceEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /emails/notification-preference/{user} (USER_NOT_FOUND for an unknown user). */
  async list(userId: string): Promise<NotificationPreferenceWire[]> {
    return (await this.pipeline.call(e.list, { params: { user_id: userId } })).items;
  }

  /** PATCH /emails/notification-preference/{user}/{category} (text 404 for an unknown category). */
  set(userId: string, categoryId: string, enabled: boolean): Promise<NotificationPreferenceWire> {
    return this.pipeline.call(e.set, { params: { user_id: userId, notification_category_id: categoryId }, body: { enabled } });
  }
}
