// Invitation codes (PROTOCOL.md §5.14): what the client app calls itself (check, read and accept the code of
// an invitation link); the team's invitations (./team-invitations) add to it in the on-demand area code.
import { teamInvitationEndpoints as e } from '../../../protocol/endpoints/team-invitations';
import type { TeamInvitationCheckResponse, TeamInvitationDetailsWire } from '../../../protocol/wire/team-invitations';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientTeamInvitationCodeEndpoints {
  constructor(protected readonly pipeline: RequestPipeline) {}

  /** The signed-in user joins the code's team. */
  async accept(session: SessionLike, code: string): Promise<void> {
    await this.pipeline.call(e.accept, { body: { code }, session });
  }

  /** Whether the code is usable, without consuming it. */
  checkCode(session: SessionLike, code: string): Promise<TeamInvitationCheckResponse> {
    return this.pipeline.call(e.checkCode, { body: { code }, session });
  }

  /** The invited team's id and name (code not consumed). */
  getDetails(session: SessionLike, code: string): Promise<TeamInvitationDetailsWire> {
    return this.pipeline.call(e.details, { body: { code }, session });
  }
}
