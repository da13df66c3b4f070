export { EmailVerification, type EmailVerificationProps } from './email-verification';
export { emailVerificationCss } from './styles';
