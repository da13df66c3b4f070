// The "profile" section of account settings. Filled in by the account-settings work.
import type { ReactNode } from 'react';
import type { AccountSectionProps } from '../../section-props';

export function ProfileSection(_props: AccountSectionProps): ReactNode {
  return null;
}
