// The script tag bundle's password check: dist/password-check.js beside the script (tools/password-check-file.ts),
// fetched the first time a person types a new password, never on a sign-in page.

import { setPasswordCheckLoader, type PasswordCheck } from '../src/react/password/verdict';
import { loadSibling } from './sibling-script';

/** Installs the sibling-file loader as the page's password check loader. */
export function installPasswordCheckFile(): void {
  setPasswordCheckLoader(async () => {
    const value = await loadSibling('password-check');
    if (typeof value !== 'function') throw new Error('password-check.js carries no check');
    return value as PasswordCheck;
  });
}
