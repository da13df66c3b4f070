export { PasswordReset, type PasswordResetProps } from './password-reset';
export { passwordResetCss } from './styles';
export { validateNewPassword } from './validate';
