export { Mfa, MfaForm, TOTP_DIGITS, type MfaProps } from './mfa';
export { useMfaStep, type MfaStep } from './use-mfa-step';
export { mfaCss } from './styles';
