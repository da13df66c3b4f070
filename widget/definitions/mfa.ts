// <stack-mfa>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { PAGE_PARTS, CARD_PARTS, FORM_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * The full page of the `mfa` handler route (the two-factor code step), exactly as `<stack-handler>` shows it.
 */
export const mfa = defineElement({
  tag: 'stack-mfa',
  attributes: [...COMMON_ATTRIBUTES, 'handlerBase'],
  events: SESSION_EVENT_NAMES,
  parts: [...PAGE_PARTS, ...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS],
  themed: true,
  slots: [],
});
