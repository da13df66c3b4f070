// Team memberships (PROTOCOL.md §5.12): servers add members; members leave, or remove others with $remove_members.
import { ALL_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import { noQuery, successResponse } from '../wire/common';
import { teamMembership, teamMembershipAddBody, teamUserParams } from '../wire/teams';

export const teamMembershipEndpoints = {
  /** Adds the user to the team (201; TEAM_MEMBERSHIP_ALREADY_EXISTS for a member). */
  add: endpoint({ method: 'POST', path: '/team-memberships/:team_id/:user_id', access: SERVER_CALLERS, params: teamUserParams, query: noQuery, body: teamMembershipAddBody, answer: teamMembership }),
  /** Removes the member (`me` leaves). */
  remove: endpoint({ method: 'DELETE', path: '/team-memberships/:team_id/:user_id', access: ALL_CALLERS, params: teamUserParams, query: noQuery, answer: successResponse }),
};
