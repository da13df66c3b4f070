// The console's DOM events: dispatched on <stack-project-admin>, bubbling and composed, so a host
// page listens on the element or on document.

import type { ConsoleEvent } from '../../src/console';
import { CONSOLE_EVENT_DEFINITIONS } from '../definitions/project-admin';

/** Console event type -> DOM event name (widget/definitions/project-admin.ts); every type has one. */
export const CONSOLE_EVENTS = {
  'project-created': CONSOLE_EVENT_DEFINITIONS['project-created'].name,
  'project-changed': CONSOLE_EVENT_DEFINITIONS['project-changed'].name,
  'key-created': CONSOLE_EVENT_DEFINITIONS['key-created'].name,
} as const satisfies Record<ConsoleEvent['type'], string>;

/** The event's detail: the console event without its type (never a secret: key events carry no key). */
export type ConsoleEventDetail<T extends ConsoleEvent['type']> = Omit<Extract<ConsoleEvent, { type: T }>, 'type'>;

/** `stack-project-created`: the new project. */
export type ProjectCreatedDetail = ConsoleEventDetail<'project-created'>;
/** `stack-project-changed`: the project now open (null: the list) and why. */
export type ProjectChangedDetail = ConsoleEventDetail<'project-changed'>;
/** `stack-key-created`: the new key set's id and description, never its secrets. */
export type KeyCreatedDetail = ConsoleEventDetail<'key-created'>;

export function dispatchConsoleEvent(target: EventTarget, event: ConsoleEvent): void {
  const { type, ...detail } = event;
  target.dispatchEvent(new CustomEvent(CONSOLE_EVENTS[type], { detail, bubbles: true, composed: true }));
}
