// A server user's notification categories (PROTOCOL.md §5.22): read and set them for the user.
import type { NotificationPreferenceWire } from '../../../../protocol/wire/notification-preferences';
import type { ServerUserContext } from './context';

/** The official SDK's NotificationCategory, for any user. */
export interface ServerNotificationCategory {
  id: string;
  name: string;
  enabled: boolean;
  /** False for categories the user is expected to keep (Transactional); advisory only. */
  canDisable: boolean;
  setEnabled(enabled: boolean): Promise<void>;
}

export interface ServerNotificationMethods {
  listNotificationCategories(): Promise<ServerNotificationCategory[]>;
}

export function serverNotificationMethods(ctx: ServerUserContext): ServerNotificationMethods {
  const api = ctx.api.notificationPreferences;
  const fromWire = (wire: NotificationPreferenceWire): ServerNotificationCategory => ({
    id: wire.notification_category_id,
    name: wire.notification_category_name,
    enabled: wire.enabled,
    canDisable: wire.can_disable,
    async setEnabled(enabled) {
      await api.set(ctx.userId, wire.notification_category_id, enabled);
    },
  });
  return {
    listNotificationCategories: async () => (await api.list(ctx.userId)).map(fromWire),
  };
}
