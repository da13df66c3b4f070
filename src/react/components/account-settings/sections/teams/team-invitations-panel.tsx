// Invitations of one team: invite by e-mail, pending invitations with revoke. Filled in by helper H.
import type { ReactNode } from 'react';
import type { TeamPanelProps } from './team-panel-props';

export function TeamInvitationsPanel(_props: TeamPanelProps): ReactNode {
  return null;
}
