export { CliAuthConfirm, type CliAuthConfirmProps } from './cli-auth-confirm';
