// Team memberships and member profiles with server access (PROTOCOL.md §5.12, §5.13).
import { teamMemberProfileEndpoints as profiles } from '../../../protocol/endpoints/team-member-profiles';
import { teamMembershipEndpoints as e } from '../../../protocol/endpoints/team-memberships';
import type { ClientTeamMemberProfileWire, TeamMembershipWire } from '../../../protocol/wire/teams';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerMembershipEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /team-memberships/{team}/{user} (201; TEAM_MEMBERSHIP_ALREADY_EXISTS for a member). */
  add(teamId: string, userId: string): Promise<TeamMembershipWire> {
    return this.pipeline.call(e.add, { params: { team_id: teamId, user_id: userId }, body: {} });
  }

  /** DELETE /team-memberships/{team}/{user} (TEAM_MEMBERSHIP_NOT_FOUND for a non-member). */
  async remove(teamId: string, userId: string): Promise<void> {
    await this.pipeline.call(e.remove, { params: { team_id: teamId, user_id: userId } });
  }

  /** GET /team-member-profiles?team_id=: the members' team profiles, by join time. */
  async listProfiles(teamId: string): Promise<ClientTeamMemberProfileWire[]> {
    return (await this.pipeline.call(profiles.list, { query: { team_id: teamId } })).items;
  }
}
