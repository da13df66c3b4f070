// The "sessions" section of account settings. Filled in by the account-settings work.
import type { ReactNode } from 'react';
import type { AccountSectionProps } from '../../section-props';

export function SessionsSection(_props: AccountSectionProps): ReactNode {
  return null;
}
