export { EmailVerification, type EmailVerificationProps } from './email-verification';
