// Teams (PROTOCOL.md §5.11): create, list by member, read, update and delete; clients see their teams only.
import { ALL_CALLERS, endpoint, perCaller } from '../endpoint';
import { listEnvelope, noQuery, successResponse } from '../wire/common';
import {
  clientTeam,
  clientTeamCreateBody,
  clientTeamUpdateBody,
  serverTeam,
  serverTeamCreateBody,
  serverTeamUpdateBody,
  teamCreateQuery,
  teamListQuery,
  teamParams,
} from '../wire/teams';

const teamView = perCaller(clientTeam, serverTeam);

export const teamEndpoints = {
  /** Creates a team (201); a client becomes its first member, a server names `creator_user_id`. */
  create: endpoint({ method: 'POST', path: '/teams', access: ALL_CALLERS, query: teamCreateQuery, body: perCaller(clientTeamCreateBody, serverTeamCreateBody), answer: teamView }),
  /** Every team, or one user's (`user_id`, which a client must set to itself). */
  list: endpoint({ method: 'GET', path: '/teams', access: ALL_CALLERS, query: teamListQuery, answer: perCaller(listEnvelope(clientTeam), listEnvelope(serverTeam)) }),
  /** One team (a client must be a member). */
  get: endpoint({ method: 'GET', path: '/teams/:team_id', access: ALL_CALLERS, params: teamParams, query: noQuery, answer: teamView }),
  /** Changes a team (a client needs $update_team). */
  update: endpoint({ method: 'PATCH', path: '/teams/:team_id', access: ALL_CALLERS, params: teamParams, query: noQuery, body: perCaller(clientTeamUpdateBody, serverTeamUpdateBody), answer: teamView }),
  /** Deletes a team (a client needs $delete_team). */
  delete: endpoint({ method: 'DELETE', path: '/teams/:team_id', access: ALL_CALLERS, params: teamParams, query: noQuery, answer: successResponse }),
};
