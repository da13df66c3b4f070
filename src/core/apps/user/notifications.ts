// Notification categories of the current user (PROTOCOL.md §5.22). Filled in by the account-settings work.
import type { UserContext } from './context';

export interface NotificationMethods {}

export function notificationMethods(_ctx: UserContext): NotificationMethods {
  return {};
}
