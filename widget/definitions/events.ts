// The end-user elements' DOM events. JSDoc of each entry is its documentation; `detail` names the
// exported type of event.detail in widget/events.ts.

import type { EventDefinition } from './types';

export const SESSION_EVENTS = {
  /** A person signed in or signed up. */
  signedIn: { name: 'stack-signed-in', detail: 'StackEventDetail' },
  /** The session ended (sign-out, revoked, another tab). */
  signedOut: { name: 'stack-signed-out', detail: 'StackEventDetail' },
  /** The current user changed in any way (including the two above). */
  userChanged: { name: 'stack-user-changed', detail: 'StackEventDetail' },
  /** The selected team changed (switcher, account settings, team created/left/deleted, the SDK, sign-in/out): `detail.team` is the new selected team (`id`, `displayName`, `profileImageUrl`, `clientMetadata`, `clientReadOnlyMetadata`) or `null`; a rename of the same team is a `stack-user-changed`. */
  teamChanged: { name: 'stack-team-changed', detail: 'StackTeamEventDetail' },
} as const satisfies Record<string, EventDefinition>;

export type SessionEventName = (typeof SESSION_EVENTS)[keyof typeof SESSION_EVENTS]['name'];

/** Every end-user element may fire every session event: an action in it (sign-in, sign-out, team switch) is dispatched on it. */
export const SESSION_EVENT_NAMES = Object.values(SESSION_EVENTS).map((event) => event.name) as readonly SessionEventName[];
