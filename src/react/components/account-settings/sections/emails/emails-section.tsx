// The "emails" section of account settings. Filled in by the account-settings work.
import type { ReactNode } from 'react';
import type { AccountSectionProps } from '../../section-props';

export function EmailsSection(_props: AccountSectionProps): ReactNode {
  return null;
}
