export { CliAuthConfirm, type CliAuthConfirmProps } from './cli-auth-confirm';
export { cliAuthConfirmCss } from './styles';
