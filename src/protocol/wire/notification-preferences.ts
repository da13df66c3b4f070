// Notification preference wire shapes (PROTOCOL.md §5.22).
import { s, type Infer } from '../schema';

export const notificationPreference = s.object({
  notification_category_id: s.string({ uuid: true }),
  notification_category_name: s.string(),
  enabled: s.boolean(),
  can_disable: s.boolean(),
});
export type NotificationPreferenceWire = Infer<typeof notificationPreference>;

/** The two hard-coded categories, in the order the API lists them; both are enabled by default. */
export const NOTIFICATION_CATEGORIES: readonly { id: string; name: string; canDisable: boolean }[] = [
  { id: '7bb82d33-2f54-4a3d-9d23-82739e0d66ef', name: 'Transactional', canDisable: false },
  { id: '4f6f8873-3d04-46bd-8bef-18338b1a1b4c', name: 'Marketing', canDisable: true },
];

/** PATCH /emails/notification-preference/{user_id}/{notification_category_id}. */
export const notificationPreferenceUpdateBody = s.object({ enabled: s.boolean() });
export type NotificationPreferenceUpdateBody = Infer<typeof notificationPreferenceUpdateBody>;

/** GET /emails/unsubscribe-link: the code from the link (checked by the route: 45 characters, else a text 400). */
export const unsubscribeLinkQuery = s.object({ code: s.string().optional() });
