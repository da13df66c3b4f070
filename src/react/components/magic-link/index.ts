export { MagicLinkSignIn, type MagicLinkSignInProps } from './magic-link-sign-in';
export { MagicLinkCallback, type MagicLinkCallbackProps } from './magic-link-callback';
export { describeMagicLinkError } from './describe-error';
