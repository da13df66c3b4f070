// Teams of the signed-in user (PROTOCOL.md §5.11), leaving one (§5.12) and member profiles (§5.13).
import { teamMemberProfileEndpoints as profiles } from '../../../protocol/endpoints/team-member-profiles';
import { teamMembershipEndpoints as memberships } from '../../../protocol/endpoints/team-memberships';
import { teamEndpoints as e } from '../../../protocol/endpoints/teams';
import type { Infer } from '../../../protocol/schema';
import type { ClientTeamMemberProfileWire, ClientTeamWire, TeamMemberProfileUpdateBody, clientTeamCreateBody, clientTeamUpdateBody } from '../../../protocol/wire/teams';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withIdempotencyKey } from '../../http/outcome';

type ClientTeamCreateBody = Infer<typeof clientTeamCreateBody>;
type ClientTeamUpdateBody = Infer<typeof clientTeamUpdateBody>;

export class ClientTeamEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /teams?user_id=me: the signed-in user's teams, oldest first. */
  async list(session: SessionLike): Promise<ClientTeamWire[]> {
    return (await this.pipeline.call(e.list, { query: { user_id: 'me' }, session })).items;
  }

  /** POST /teams (201): the signed-in user creates a team and becomes its first member (creator permissions). */
  create(session: SessionLike, body: ClientTeamCreateBody, idempotencyKey?: string): Promise<ClientTeamWire> {
    return this.pipeline.call(e.create, { body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /teams/{id}: a team the user is a member of. */
  get(session: SessionLike, teamId: string): Promise<ClientTeamWire> {
    return this.pipeline.call(e.get, { params: { team_id: teamId }, session });
  }

  /** PATCH /teams/{id} (needs $update_team). */
  update(session: SessionLike, teamId: string, body: ClientTeamUpdateBody): Promise<ClientTeamWire> {
    return this.pipeline.call(e.update, { params: { team_id: teamId }, body, session });
  }

  /** DELETE /teams/{id} (needs $delete_team). */
  async delete(session: SessionLike, teamId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { team_id: teamId }, session });
  }

  /** DELETE /team-memberships/{id}/me: the signed-in user leaves the team. */
  async leave(session: SessionLike, teamId: string): Promise<void> {
    await this.pipeline.call(memberships.remove, { params: { team_id: teamId, user_id: 'me' }, session });
  }

  /** DELETE /team-memberships/{id}/{user}: removes another member (needs $remove_members). */
  async removeMember(session: SessionLike, teamId: string, userId: string): Promise<void> {
    await this.pipeline.call(memberships.remove, { params: { team_id: teamId, user_id: userId }, session });
  }

  /** GET /team-member-profiles?team_id=: the members' team profiles, by join time (needs $read_members). */
  async listMemberProfiles(session: SessionLike, teamId: string): Promise<ClientTeamMemberProfileWire[]> {
    return (await this.pipeline.call(profiles.list, { query: { team_id: teamId }, session })).items;
  }

  /** GET /team-member-profiles/{team}/{user} (user may be 'me'). */
  getMemberProfile(session: SessionLike, teamId: string, userId: string): Promise<ClientTeamMemberProfileWire> {
    return this.pipeline.call(profiles.get, { params: { team_id: teamId, user_id: userId }, session });
  }

  /** PATCH /team-member-profiles/{team}/{user}: the user's own per-team name and image. */
  updateMemberProfile(session: SessionLike, teamId: string, userId: string, body: TeamMemberProfileUpdateBody): Promise<ClientTeamMemberProfileWire> {
    return this.pipeline.call(profiles.update, { params: { team_id: teamId, user_id: userId }, body, session });
  }
}
