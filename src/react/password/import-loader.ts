// The npm package's password check loader: a dynamic import, so the app's bundler splits the check and its
// word lists into a chunk of their own, fetched the first time a person types a new password.

import { setPasswordCheckLoader } from './verdict';

export function installImportedPasswordCheck(): void {
  setPasswordCheckLoader(() => import('./zxcvbn-check').then((module) => module.checkPassword));
}
