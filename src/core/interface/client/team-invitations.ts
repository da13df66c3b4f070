// Team invitations (PROTOCOL.md §5.14): sending, listing and revoking a team's, accepting one's own.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type {
  TeamInvitationCheckResponse,
  TeamInvitationDetailsWire,
  TeamInvitationSendBody,
  TeamInvitationSendResponse,
  TeamInvitationWire,
} from '../../../protocol/wire/team-invitations';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { seg } from './request-options';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientTeamInvitationEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /team-invitations/send-code: mails an invitation to join the team (needs $invite_members). */
  send(session: SessionLike, body: TeamInvitationSendBody, idempotencyKey?: string): Promise<TeamInvitationSendResponse> {
    return this.pipeline.json<TeamInvitationSendResponse>('/team-invitations/send-code', { method: 'POST', body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /team-invitations?team_id=: the team's pending invitations. */
  async list(session: SessionLike, teamId: string): Promise<TeamInvitationWire[]> {
    const path = `/team-invitations?${new URLSearchParams({ team_id: teamId })}`;
    return (await this.pipeline.json<ListEnvelope<TeamInvitationWire>>(path, { method: 'GET', session })).items;
  }

  /** DELETE /team-invitations/{id}?team_id=: revokes a pending invitation (needs $remove_members). */
  async revoke(session: SessionLike, teamId: string, invitationId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-invitations/${seg(invitationId)}?${new URLSearchParams({ team_id: teamId })}`, { method: 'DELETE', session });
  }

  /** POST /team-invitations/accept: the signed-in user joins the code's team. */
  async accept(session: SessionLike, code: string): Promise<void> {
    await this.pipeline.json<Record<string, never>>('/team-invitations/accept', { method: 'POST', body: { code }, session });
  }

  /** POST /team-invitations/accept/check-code: whether the code is usable, without consuming it. */
  checkCode(session: SessionLike, code: string): Promise<TeamInvitationCheckResponse> {
    return this.pipeline.json<TeamInvitationCheckResponse>('/team-invitations/accept/check-code', { method: 'POST', body: { code }, session });
  }

  /** POST /team-invitations/accept/details: the invited team's id and name (code not consumed). */
  getDetails(session: SessionLike, code: string): Promise<TeamInvitationDetailsWire> {
    return this.pipeline.json<TeamInvitationDetailsWire>('/team-invitations/accept/details', { method: 'POST', body: { code }, session });
  }

  /** GET /team-invitations?user_id=me: pending invitations to the user's verified e-mails. */
  async listReceived(session: SessionLike): Promise<TeamInvitationWire[]> {
    return (await this.pipeline.json<ListEnvelope<TeamInvitationWire>>('/team-invitations?user_id=me', { method: 'GET', session })).items;
  }

  /** POST /team-invitations/{id}/accept?user_id=me: joins the team of an invitation to a verified e-mail. */
  async acceptById(session: SessionLike, invitationId: string): Promise<void> {
    await this.pipeline.json<Record<string, never>>(`/team-invitations/${seg(invitationId)}/accept?user_id=me`, { method: 'POST', body: {}, session });
  }
}
