// Team member profiles (PROTOCOL.md §4.5, §5.13): per-team display name and image, falling back
// to the user's own; the server view adds the user.
import { KnownErrors } from '../../src/protocol/errors';
import { teamMemberProfileEndpoints as e } from '../../src/protocol/endpoints/team-member-profiles';
import type { ClientTeamMemberProfileWire } from '../../src/protocol/wire/teams';
import type { AppContext, AuthInfo } from '../context';
import type { Queryable } from '../db/database';
import { json, StatusError } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireClientUser, requireMembership, requireTeam, requireTeamPermission } from '../teams/access';
import { checkProfileImage } from '../users/profile-image';
import { hostImage, imageRequest } from '../storage/host';
import { listMembers, updateMemberProfile, type MemberRecord } from '../teams/store';
import { getUser } from '../users/store';
import { loadUserState, serverUserView } from '../users/views';

async function profileView(db: Queryable, auth: AuthInfo, member: MemberRecord) {
  const user = await getUser(db, auth.project.id, member.user_id);
  if (!user) throw new KnownErrors.UserNotFound();
  const view: ClientTeamMemberProfileWire = {
    team_id: member.team_id,
    user_id: member.user_id,
    display_name: member.display_name ?? user.display_name,
    profile_image_url: member.profile_image_url ?? user.profile_image_url,
  };
  if (auth.type === 'client') return view;
  return { ...view, user: await serverUserView(db, auth.project, await loadUserState(db, auth.project, user)) };
}

/** Clients read their own profile as members, others' with `$read_members`. */
async function checkClientRead(db: Queryable, auth: AuthInfo, teamId: string, userId: string | undefined): Promise<void> {
  const caller = requireClientUser(auth);
  await requireMembership(db, auth.project.id, teamId, caller.id);
  if (userId !== caller.id) await requireTeamPermission(db, auth.project.id, teamId, caller.id, '$read_members');
}

function pathIds(c: AppContext, auth: AuthInfo): { teamId: string; userId: string } {
  return { teamId: c.req.param('team_id') ?? '', userId: resolveUserId(auth, c.req.param('user_id') ?? '') };
}

export const teamMemberProfileRoutes: RouteDef[] = [
  route(e.list, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    const userId = query.user_id === undefined ? undefined : resolveUserId(auth, query.user_id);
    if (auth.type === 'client') {
      if (query.team_id === undefined) throw new StatusError(400, 'team_id is required for access type client');
      await checkClientRead(db, auth, query.team_id, userId);
    } else {
      if (query.team_id !== undefined) await requireTeam(db, auth.project.id, query.team_id);
      if (userId !== undefined && !(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
    }
    const members = await listMembers(db, auth.project.id, { teamId: query.team_id, userId });
    const items = [];
    for (const member of members) items.push(await profileView(db, auth, member));
    return json(c, { items, is_paginated: false });
  }),

  route(e.get, async (c, { auth }) => {
    const { db } = c.var.ctx;
    const { teamId, userId } = pathIds(c, auth);
    if (auth.type === 'client') await checkClientRead(db, auth, teamId, userId);
    const member = await requireMembership(db, auth.project.id, teamId, userId);
    return json(c, await profileView(db, auth, member));
  }),

  route(e.update, async (c, { auth, body }) => {
    const { db } = c.var.ctx;
    const { teamId, userId } = pathIds(c, auth);
    if (auth.type === 'client' && requireClientUser(auth).id !== userId) throw new StatusError(403, "Cannot update another user's profile");
    checkProfileImage(body.profile_image_url, auth.type === 'client');
    await requireMembership(db, auth.project.id, teamId, userId);
    const profileImageUrl = await hostImage(imageRequest(c.var.ctx, auth.project.id, 'team-member-profile-images'), body.profile_image_url);
    await updateMemberProfile(db, teamId, userId, { ...body, profile_image_url: profileImageUrl });
    return json(c, await profileView(db, auth, await requireMembership(db, auth.project.id, teamId, userId)));
  }),
];
