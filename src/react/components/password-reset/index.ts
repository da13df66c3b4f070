export { PasswordReset, type PasswordResetProps } from './password-reset';
export { newPasswordProblems, validateNewPassword } from './validate';
