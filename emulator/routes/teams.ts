// Teams (PROTOCOL.md §5.11): create, list by member, read, update and delete.
import { KnownErrors } from '../../src/protocol/errors';
import { teamEndpoints as e } from '../../src/protocol/endpoints/teams';
import type { ServerTeamCreateBody, ServerTeamUpdateBody } from '../../src/protocol/wire/teams';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError, success } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireClientUser, requireMembership, requireTeam, requireTeamPermission } from '../teams/access';
import { checkProfileImage } from '../users/profile-image';
import { hostImage, imageRequest } from '../storage/host';
import { createTeamAtomically, deleteTeamAtomically, listTeams, updateTeam } from '../teams/store';
import { getUser } from '../users/store';
import { clientTeamView, serverTeamView, type TeamRecord } from '../users/teams';

function teamView(auth: AuthInfo, team: TeamRecord) {
  return auth.type === 'client' ? clientTeamView(team) : serverTeamView(team);
}

/** Who becomes the creator: the caller for clients; `creator_user_id` (or the deprecated flag) for servers. */
async function creatorOf(c: AppContext, auth: AuthInfo, body: ServerTeamCreateBody, addCurrentUser: string | undefined): Promise<string | null> {
  if (addCurrentUser !== undefined && body.creator_user_id !== undefined) {
    throw new StatusError(400, 'Cannot use both add_current_user and creator_user_id options');
  }
  if (auth.type === 'client') {
    const user = requireClientUser(auth);
    if (!auth.project.config.client_team_creation_enabled) throw new StatusError(403, 'Client team creation is disabled for this project');
    if (body.creator_user_id !== undefined && body.creator_user_id !== 'me' && body.creator_user_id !== user.id) {
      throw new StatusError(403, "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.");
    }
    return user.id;
  }
  const requested = addCurrentUser === 'true' ? 'me' : body.creator_user_id;
  if (requested === undefined) return null;
  const userId = resolveUserId(auth, requested);
  if (!(await getUser(c.var.ctx.db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
  return userId;
}

/** The team a caller may act on: clients need membership (and `permission` when given). */
async function target(c: AppContext, auth: AuthInfo, permission?: string): Promise<TeamRecord> {
  const { db } = c.var.ctx;
  const teamId = c.req.param('team_id') ?? '';
  if (auth.type === 'client') {
    const user = requireClientUser(auth);
    if (permission) await requireTeamPermission(db, auth.project.id, teamId, user.id, permission);
    else await requireMembership(db, auth.project.id, teamId, user.id);
  }
  return requireTeam(db, auth.project.id, teamId);
}

export const teamRoutes: RouteDef[] = [
  route(
    e.create,
    async (c, { auth, body, query }) => {
      const input = body as ServerTeamCreateBody;
      const creatorId = await creatorOf(c, auth, input, query.add_current_user);
      checkProfileImage(input.profile_image_url, auth.type === 'client');
      const { db, clock } = c.var.ctx;
      const { creator_user_id: _creator, ...fields } = input;
      fields.profile_image_url = await hostImage(imageRequest(c.var.ctx, auth.project.id, 'team-profile-images'), fields.profile_image_url);
      const team = await createTeamAtomically(db, auth.project, fields, creatorId, clock.now());
      return json(c, teamView(auth, team), 201);
    },
  ),

  route(e.list, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    let userId: string | undefined;
    if (auth.type === 'client') {
      const own = query.user_id === 'me' || (auth.user !== null && query.user_id === auth.user.id);
      if (!own) {
        throw new StatusError(403, 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user');
      }
      userId = resolveUserId(auth, query.user_id as string);
    } else if (query.user_id !== undefined) {
      userId = resolveUserId(auth, query.user_id);
      if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
    }
    const teams = await listTeams(db, auth.project.id, userId);
    return json(c, { items: teams.map((t) => teamView(auth, t)), is_paginated: false });
  }),

  route(e.get, async (c, { auth }) =>
    json(c, teamView(auth, await target(c, auth))),
  ),

  route(
    e.update,
    async (c, { auth, body }) => {
      const team = await target(c, auth, '$update_team');
      const update = body as ServerTeamUpdateBody;
      checkProfileImage(update.profile_image_url, auth.type === 'client');
      const { db } = c.var.ctx;
      const profileImageUrl = await hostImage(imageRequest(c.var.ctx, auth.project.id, 'team-profile-images'), update.profile_image_url);
      await updateTeam(db, team.id, { ...update, profile_image_url: profileImageUrl });
      return json(c, teamView(auth, await requireTeam(db, auth.project.id, team.id)));
    },
  ),

  route(e.delete, async (c, { auth }) => {
    const team = await target(c, auth, '$delete_team');
    await deleteTeamAtomically(c.var.ctx.db, auth.project.id, team.id);
    return success(c);
  }),
];
