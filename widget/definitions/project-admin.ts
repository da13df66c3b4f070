// <stack-project-admin> (dist/stack-admin.js): its own attributes and events. Only the admin script
// and tools/manifest.ts import this file, so the end-user script never carries the console's tag.

import { SESSION_EVENT_NAMES, type SessionEventName } from './events';
import { BUTTON_PARTS, CARD_PARTS, FORM_PARTS, MENU_PARTS, SETTINGS_PARTS, SIGN_IN_PARTS, type PartName } from './parts';
import type { AttributeDefinition, ElementDefinition, EventDefinition } from './types';

export const CONSOLE_ATTRIBUTE_DEFINITIONS = {
  /** The project to open; without it the console lists the owner's projects (and creates new ones). */
  projectId: { attribute: 'project-id', kind: 'string' },
  /**
   * The API origin (hosted or self-hosted Stack Auth, or the emulator's `http://127.0.0.1:8102`).
   * @default https://api.stack-auth.com
   */
  baseUrl: { attribute: 'base-url', kind: 'string' },
  /**
   * The page that opens first: `overview`, `users`, `users/<user id>`, `teams`, `permissions`, `auth-methods`, `domains`, `api-keys`, `emails`, `webhooks`, `settings`.
   * @default overview
   */
  page: { attribute: 'page', kind: 'string' },
  /**
   * `hash`: every console page has its own address in the URL's fragment (`#/projects/<project id>/users/<user id>`), so Back, reload and links to a user or team work under any host path; `none` leaves the page's URL alone (a host whose own router owns the fragment, or a second console on the page).
   * @values hash | none
   * @default hash
   */
  routing: { attribute: 'routing', kind: 'string' },
  /**
   * `light`, `dark`, `system` or `auto`, as for the end-user elements.
   * @values light | dark | system | auto
   * @default auto
   */
  theme: { attribute: 'theme', kind: 'string' },
} as const satisfies Record<string, AttributeDefinition>;

export type ConsoleAttributeName = keyof typeof CONSOLE_ATTRIBUTE_DEFINITIONS;

/** Keys are the console's event types (src/console ConsoleEvent); `detail` names the type in widget/admin/events.ts. */
export const CONSOLE_EVENT_DEFINITIONS = {
  /** The owner created a project. */
  'project-created': { name: 'stack-project-created', detail: 'ProjectCreatedDetail' },
  /** Another project opened (`projectId` is null when the list opens), or the open one was changed or deleted. */
  'project-changed': { name: 'stack-project-changed', detail: 'ProjectChangedDetail' },
  /** An API key set was created; the event never carries a secret. */
  'key-created': { name: 'stack-key-created', detail: 'KeyCreatedDetail' },
} as const satisfies Record<string, EventDefinition>;

export type ConsoleEventName = (typeof CONSOLE_EVENT_DEFINITIONS)[keyof typeof CONSOLE_EVENT_DEFINITIONS]['name'];

/**
 * The owner console: projects, users, teams, permissions, auth methods, domains, API keys, e-mails, webhooks and settings, after the owner signs in on the `internal` project (from `dist/stack-admin.js`).
 */
export const projectAdmin = {
  tag: 'stack-project-admin',
  attributes: ['projectId', 'baseUrl', 'page', 'routing', 'theme'],
  // The owner's own sign-in and sign-out run through the element too, so it fires the session events.
  events: ['stack-project-created', 'stack-project-changed', 'stack-key-created', ...SESSION_EVENT_NAMES],
  parts: [...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS, ...SIGN_IN_PARTS, ...MENU_PARTS, ...SETTINGS_PARTS],
  themed: true,
  slots: [],
} as const satisfies ElementDefinition<ConsoleAttributeName, ConsoleEventName | SessionEventName, PartName>;
