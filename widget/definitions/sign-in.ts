// <stack-sign-in>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { CARD_PARTS, FORM_PARTS, BUTTON_PARTS, SIGN_IN_PARTS } from './parts';
import { defineElement } from './define';

/**
 * Sign-in with exactly the methods the project enables: password, e-mail code (magic link), passkey, OAuth providers; the MFA step in place when the account has TOTP.
 */
export const signIn = defineElement({
  tag: 'stack-sign-in',
  attributes: [...COMMON_ATTRIBUTES, 'signUpUrl', 'allowGuest'],
  events: SESSION_EVENT_NAMES,
  parts: [...CARD_PARTS, ...FORM_PARTS, ...BUTTON_PARTS, ...SIGN_IN_PARTS],
  themed: true,
  slots: [],
});
