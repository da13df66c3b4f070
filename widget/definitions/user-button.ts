// <stack-user-button>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { MENU_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * Who is signed in (avatar and name; the name hides on phones), with a menu: name and e-mail, Account settings, Sign out; "Sign in" otherwise.
 */
export const userButton = defineElement({
  tag: 'stack-user-button',
  attributes: [...COMMON_ATTRIBUTES, 'signInUrl'],
  events: SESSION_EVENT_NAMES,
  parts: [...MENU_PARTS, ...BUTTON_PARTS],
  themed: true,
  slots: [],
});
