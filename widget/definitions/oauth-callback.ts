// <stack-oauth-callback>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { PAGE_PARTS, CARD_PARTS, FORM_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * The OAuth provider's return page (the `oauth-callback` handler route): it exchanges the code once, then redirects like a handler page.
 */
export const oauthCallback = defineElement({
  tag: 'stack-oauth-callback',
  attributes: [...COMMON_ATTRIBUTES, 'handlerBase'],
  events: SESSION_EVENT_NAMES,
  parts: [...PAGE_PARTS, ...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS],
  themed: true,
  slots: [],
});
