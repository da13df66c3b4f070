// <stack-account-settings>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { SETTINGS_PARTS, MENU_PARTS, CARD_PARTS, FORM_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * Everything a signed-in person manages: profile, e-mails, password, passkeys, two-factor, sessions, connected accounts, notifications, API keys, teams, sign out and account deletion. A sidebar of sections from 720 px of width, a section picker below.
 */
export const accountSettings = defineElement({
  tag: 'stack-account-settings',
  attributes: [...COMMON_ATTRIBUTES, 'section', 'signInUrl'],
  events: SESSION_EVENT_NAMES,
  parts: [...SETTINGS_PARTS, ...MENU_PARTS, ...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS],
  themed: true,
  slots: [],
});
