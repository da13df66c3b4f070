// The account's username for password managers on forms that set a password without showing the e-mail
// (password change, password reset): without it they store the new password under no or the wrong account.

import type { ReactNode } from 'react';

export function HiddenUsername({ email }: { email: string | null }): ReactNode {
  if (!email) return null;
  // Hidden (display: none, so out of the tab order and the accessibility tree); autofill still reads it as the username.
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
