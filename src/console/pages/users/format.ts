// How the Users page writes dates and names a user.
import type { ServerUser } from '../../../core/internal';

const dateTime = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

export function formatDate(date: Date): string {
  return dateOnly.format(date);
}

/** What a person calls the user: the display name, else the e-mail, else the id. */
export function userLabel(user: Pick<ServerUser, 'id' | 'displayName' | 'primaryEmail'>): string {
  return user.displayName || user.primaryEmail || user.id;
}
