// Notification preferences of any user with server access (PROTOCOL.md §5.22).
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { NotificationPreferenceWire } from '../../../protocol/wire/notification-preferences';
import type { RequestPipeline } from '../../http/pipeline';
import { seg } from './path';

export class ServerNotificationPreferenceEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /emails/notification-preference/{user} (USER_NOT_FOUND for an unknown user). */
  async list(userId: string): Promise<NotificationPreferenceWire[]> {
    return (await this.pipeline.json<ListEnvelope<NotificationPreferenceWire>>(`/emails/notification-preference/${seg(userId)}`, { method: 'GET' })).items;
  }

  /** PATCH /emails/notification-preference/{user}/{category} (text 404 for an unknown category). */
  set(userId: string, categoryId: string, enabled: boolean): Promise<NotificationPreferenceWire> {
    return this.pipeline.json<NotificationPreferenceWire>(`/emails/notification-preference/${seg(userId)}/${seg(categoryId)}`, { method: 'PATCH', body: { enabled } });
  }
}
