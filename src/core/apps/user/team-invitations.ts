// Team invitations of one team (PROTOCOL.md §5.14): invite by e-mail, list and revoke pending ones.
// Filled in by the invitations work (helper H). Accepting is an app method (client-app.ts).
import type { UserContext } from './context';

export interface TeamInvitationMethods {}

export function teamInvitationMethods(_ctx: UserContext, _teamId: string): TeamInvitationMethods {
  return {};
}
