// <stack-sign-up>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { CARD_PARTS, FORM_PARTS, BUTTON_PARTS, SIGN_IN_PARTS } from './parts';
import { defineElement } from './define';

/**
 * Password sign-up (upgrades a guest session in place).
 */
export const signUp = defineElement({
  tag: 'stack-sign-up',
  attributes: [...COMMON_ATTRIBUTES, 'signInUrl'],
  events: SESSION_EVENT_NAMES,
  parts: [...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS, ...SIGN_IN_PARTS],
  themed: true,
  slots: [],
});
