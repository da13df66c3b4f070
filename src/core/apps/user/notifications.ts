// Notification categories of the current user (PROTOCOL.md §5.22).
import type { NotificationPreferenceWire } from '../../../protocol/wire/notification-preferences';
import type { CachedValue } from '../../cache';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const notificationCategoriesCache = userCache('notification-categories', loadNotificationCategories);

/** A kind of e-mail the project sends (the official SDK's NotificationCategory). */
export interface NotificationCategory {
  id: string;
  name: string;
  enabled: boolean;
  /** False for categories the user is expected to keep (Transactional); advisory only. */
  canDisable: boolean;
  /** Turns the category on or off; the list is refreshed before this resolves. */
  setEnabled(enabled: boolean): Promise<void>;
}

export interface NotificationMethods {
  /** Every category with the user's choice (cached). */
  listNotificationCategories(): Promise<NotificationCategory[]>;
  /** The cache behind listNotificationCategories, for subscribers (React). */
  notificationCategoriesCache(): CachedValue<NotificationCategory[]>;
}

/** The load of notificationCategoriesCache. */
export async function loadNotificationCategories(ctx: UserContext): Promise<NotificationCategory[]> {
  return (await areaApi(ctx).notificationPreferences.list(ctx.session())).items.map((wire) => notificationCategoryFromWire(ctx, wire));
}

function notificationCategoryFromWire(ctx: UserContext, wire: NotificationPreferenceWire): NotificationCategory {
  return {
    id: wire.notification_category_id,
    name: wire.notification_category_name,
    enabled: wire.enabled,
    canDisable: wire.can_disable,
    async setEnabled(enabled: boolean): Promise<void> {
      await areaApi(ctx).notificationPreferences.set(ctx.session(), wire.notification_category_id, { enabled });
      await notificationCategoriesCache(ctx).refresh();
    },
  };
}

export function notificationMethods(ctx: UserContext): NotificationMethods {
  const cache = (): CachedValue<NotificationCategory[]> => notificationCategoriesCache(ctx);
  return {
    listNotificationCategories: () => cache().get(),
    notificationCategoriesCache: () => cache(),
  };
}

export const notificationsArea = defineUserArea({ caches: [notificationCategoriesCache], methods: notificationMethods });
