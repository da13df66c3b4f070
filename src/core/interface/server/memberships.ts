// Team memberships and member profiles with server access (PROTOCOL.md §5.12, §5.13).
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { ClientTeamMemberProfileWire, TeamMembershipWire } from '../../../protocol/wire/teams';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

export class ServerMembershipEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /team-memberships/{team}/{user} (201; TEAM_MEMBERSHIP_ALREADY_EXISTS for a member). */
  add(teamId: string, userId: string): Promise<TeamMembershipWire> {
    return this.pipeline.json<TeamMembershipWire>(`/team-memberships/${seg(teamId)}/${seg(userId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /team-memberships/{team}/{user} (TEAM_MEMBERSHIP_NOT_FOUND for a non-member). */
  async remove(teamId: string, userId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-memberships/${seg(teamId)}/${seg(userId)}`, { method: 'DELETE' });
  }

  /** GET /team-member-profiles?team_id=: the members' team profiles, by join time. */
  async listProfiles(teamId: string): Promise<ClientTeamMemberProfileWire[]> {
    const path = withQuery('/team-member-profiles', { team_id: teamId });
    return (await this.pipeline.json<ListEnvelope<ClientTeamMemberProfileWire>>(path, { method: 'GET' })).items;
  }
}
