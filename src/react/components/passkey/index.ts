export { PasskeySignIn, type PasskeySignInProps } from './passkey-sign-in';
export { describePasskeyError } from './describe-error';
