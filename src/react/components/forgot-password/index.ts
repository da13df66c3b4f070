export { ForgotPassword, type ForgotPasswordProps } from './forgot-password';
export { forgotPasswordCss } from './styles';
