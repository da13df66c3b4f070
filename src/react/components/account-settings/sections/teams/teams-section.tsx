// The "teams" section of account settings: pick one of your teams, then its profile, members,
// invitations, API keys, and leaving. Filled in by the teams work (helper G).
import type { ReactNode } from 'react';
import type { AccountSectionProps } from '../../section-props';

export function TeamsSection(_props: AccountSectionProps): ReactNode {
  return null;
}
