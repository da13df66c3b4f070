// The rarely used screens of the script tag: account settings, the handler's full pages and the CLI
// confirmation. The script loads this module on demand beside itself (the build turns it into
// dist/chunks/screens-<hash>.js), so a sign-in page never downloads them.

export { AccountSettings } from '../../src/react/components/account-settings';
export { StackHandler } from '../../src/react/components/handler';
export { CliAuthConfirm } from '../../src/react/components/cli-auth-confirm';
export { screensCss } from '../../src/react/screens-css';
