// The console's DOM events: dispatched on <stack-project-admin>, bubbling and composed, so a host
// page listens on the element or on document.

import type { ConsoleEvent } from '../../src/react/admin';

export const CONSOLE_EVENTS = {
  'project-created': 'stack-project-created',
  'project-changed': 'stack-project-changed',
  'key-created': 'stack-key-created',
} as const satisfies Record<ConsoleEvent['type'], string>;

/** The event's detail: the console event without its type (never a secret: key events carry no key). */
export type ConsoleEventDetail<T extends ConsoleEvent['type']> = Omit<Extract<ConsoleEvent, { type: T }>, 'type'>;

export function dispatchConsoleEvent(target: EventTarget, event: ConsoleEvent): void {
  const { type, ...detail } = event;
  target.dispatchEvent(new CustomEvent(CONSOLE_EVENTS[type], { detail, bubbles: true, composed: true }));
}
