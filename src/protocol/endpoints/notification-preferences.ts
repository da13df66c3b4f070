// Notification preferences (PROTOCOL.md §5.22): the two categories with a user's choice (a client: its own).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { listEnvelope, noQuery } from '../wire/common';
import { notificationPreference, notificationPreferenceUpdateBody, unsubscribeLinkQuery } from '../wire/notification-preferences';

export const notificationPreferenceEndpoints = {
  /** Both categories with the user's choice. */
  list: endpoint({ method: 'GET', path: '/emails/notification-preference/:user_id', access: ALL_CALLERS, query: noQuery, answer: listEnvelope(notificationPreference) }),
  /** Turns a category on or off (a text 404 for an unknown category). */
  set: endpoint({
    method: 'PATCH',
    path: '/emails/notification-preference/:user_id/:notification_category_id',
    access: ALL_CALLERS,
    query: noQuery,
    body: notificationPreferenceUpdateBody,
    answer: notificationPreference,
  }),
  /** The link of a mail in a category the user may turn off: turns it off (an HTML answer; no credentials, the code is the capability). */
  unsubscribe: endpoint({ method: 'GET', path: '/emails/unsubscribe-link', access: 'open', query: unsubscribeLinkQuery }),
};
