// Team member profiles (PROTOCOL.md §4.5, §5.13): per-team name and image; the server view adds the user.
import { ALL_CALLERS, endpoint, perCaller } from '../endpoint';
import { listEnvelope, noQuery } from '../wire/common';
import { clientTeamMemberProfile, teamMemberProfileListQuery, teamMemberProfileUpdateBody, teamUserParams } from '../wire/teams';
import { serverTeamMemberProfile } from '../wire/users';

const profileView = perCaller(clientTeamMemberProfile, serverTeamMemberProfile);

export const teamMemberProfileEndpoints = {
  /** The members' profiles of a team (a client needs $read_members for others'), by join time. */
  list: endpoint({
    method: 'GET',
    path: '/team-member-profiles',
    access: ALL_CALLERS,
    query: teamMemberProfileListQuery,
    answer: perCaller(listEnvelope(clientTeamMemberProfile), listEnvelope(serverTeamMemberProfile)),
  }),
  /** One member's profile (user may be `me`). */
  get: endpoint({ method: 'GET', path: '/team-member-profiles/:team_id/:user_id', access: ALL_CALLERS, params: teamUserParams, query: noQuery, answer: profileView }),
  /** Changes the per-team name and image (a client only its own). */
  update: endpoint({ method: 'PATCH', path: '/team-member-profiles/:team_id/:user_id', access: ALL_CALLERS, params: teamUserParams, query: noQuery, body: teamMemberProfileUpdateBody, answer: profileView }),
};
