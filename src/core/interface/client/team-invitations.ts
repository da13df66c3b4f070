// Team invitations (PROTOCOL.md §5.14): sending, listing and revoking a team's, accepting one's own
// (with the code calls of ./team-invitation-codes).
import { teamInvitationEndpoints as e } from '../../../protocol/endpoints/team-invitations';
import type { TeamInvitationSendBody, TeamInvitationSendResponse, TeamInvitationWire } from '../../../protocol/wire/team-invitations';
import type { SessionLike } from '../../http/pipeline';
import { withIdempotencyKey } from '../../http/outcome';
import { ClientTeamInvitationCodeEndpoints } from './team-invitation-codes';

export class ClientTeamInvitationEndpoints extends ClientTeamInvitationCodeEndpoints {
  /** Mails an invitation to join the team (needs $invite_members). */
  send(session: SessionLike, body: TeamInvitationSendBody, idempotencyKey?: string): Promise<TeamInvitationSendResponse> {
    return this.pipeline.call(e.send, { body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** The team's pending invitations. */
  async list(session: SessionLike, teamId: string): Promise<TeamInvitationWire[]> {
    return (await this.pipeline.call(e.list, { query: { team_id: teamId }, session })).items;
  }

  /** Revokes a pending invitation (needs $remove_members). */
  async revoke(session: SessionLike, teamId: string, invitationId: string): Promise<void> {
    await this.pipeline.call(e.revoke, { params: { id: invitationId }, query: { team_id: teamId }, session });
  }

  /** Pending invitations to the user's verified e-mails. */
  async listReceived(session: SessionLike): Promise<TeamInvitationWire[]> {
    return (await this.pipeline.call(e.list, { query: { user_id: 'me' }, session })).items;
  }

  /** Joins the team of an invitation to a verified e-mail. */
  async acceptById(session: SessionLike, invitationId: string): Promise<void> {
    await this.pipeline.call(e.acceptById, { params: { id: invitationId }, query: { user_id: 'me' }, session, body: {} });
  }
}
