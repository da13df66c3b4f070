export { PasskeySignIn, type PasskeySignInProps } from './passkey-sign-in';
export { describePasskeyError } from './describe-error';
export { usePasskeyAutofill, type PasskeyAutofill, type PasskeyAutofillOptions } from './use-passkey-autofill';
