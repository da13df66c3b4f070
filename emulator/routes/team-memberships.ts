// Team memberships (PROTOCOL.md §5.12): servers add members; members leave, or are removed by
// someone holding `$remove_members`.
import { KnownErrors } from '../../src/protocol/errors';
import { teamMembershipEndpoints as e } from '../../src/protocol/endpoints/team-memberships';
import type { TeamMembershipWire } from '../../src/protocol/wire/teams';
import { json, success } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireClientUser, requireMembership, requireTeam, requireTeamPermission } from '../teams/access';
import { addMemberAtomically, removeMemberAtomically } from '../teams/store';
import { getUser } from '../users/store';

export const teamMembershipRoutes: RouteDef[] = [
  route(e.add, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const teamId = c.req.param('team_id') ?? '';
    const userId = resolveUserId(auth, c.req.param('user_id') ?? '');
    if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
    await requireTeam(db, auth.project.id, teamId);
    const added = await addMemberAtomically(db, auth.project, teamId, userId, 'member', clock.now());
    if (!added) throw new KnownErrors.TeamMembershipAlreadyExists();
    const body: TeamMembershipWire = { team_id: teamId, user_id: userId };
    return json(c, body, 201);
  }),

  route(e.remove, async (c, { auth }) => {
    const { db } = c.var.ctx;
    const teamId = c.req.param('team_id') ?? '';
    const userId = resolveUserId(auth, c.req.param('user_id') ?? '');
    if (auth.type === 'client') {
      const caller = requireClientUser(auth);
      // Leaving is always allowed; removing someone else needs the permission.
      if (caller.id !== userId) await requireTeamPermission(db, auth.project.id, teamId, caller.id, '$remove_members');
    }
    if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
    await requireMembership(db, auth.project.id, teamId, userId);
    await removeMemberAtomically(db, auth.project.id, teamId, userId);
    return success(c);
  }),
];
