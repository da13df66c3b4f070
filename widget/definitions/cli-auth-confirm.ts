// <stack-cli-auth-confirm>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { CARD_PARTS, FORM_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * The command-line login confirmation as a card, for a page of your own.
 */
export const cliAuthConfirm = defineElement({
  tag: 'stack-cli-auth-confirm',
  attributes: [...COMMON_ATTRIBUTES, 'signInUrl'],
  events: SESSION_EVENT_NAMES,
  parts: [...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS],
  themed: true,
  slots: [],
});
