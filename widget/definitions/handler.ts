// <stack-handler>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { PAGE_PARTS, CARD_PARTS, FORM_PARTS, BUTTON_PARTS, SIGN_IN_PARTS, SETTINGS_PARTS, MENU_PARTS } from './parts';
import { defineElement } from './define';

/**
 * The full-page screens of every handler route (`sign-in`, `sign-up`, `sign-out`, `forgot-password`, `password-reset`, `email-verification`, `magic-link-callback`, `oauth-callback`, `mfa`, `account-settings`, `team-invitation`, `error`, …) under `handler-base`; these pages redirect (after sign-in, `after_auth_return_to`).
 */
export const handler = defineElement({
  tag: 'stack-handler',
  attributes: [...COMMON_ATTRIBUTES, 'handlerBase'],
  events: SESSION_EVENT_NAMES,
  parts: [...PAGE_PARTS, ...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS, ...SIGN_IN_PARTS, ...SETTINGS_PARTS, ...MENU_PARTS],
  themed: true,
  slots: [],
});
