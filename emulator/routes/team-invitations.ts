// Team invitations (PROTOCOL.md §5.14): send by e-mail (a §3.3 code of type team_invitation), list and
// revoke pending ones, accept by code (or by id for an invited verified e-mail), check and read a code.
import { KnownErrors } from '../../src/protocol/errors';
import { teamInvitationEndpoints as e } from '../../src/protocol/endpoints/team-invitations';
import type { TeamInvitationDetailsWire, TeamInvitationWire } from '../../src/protocol/wire/team-invitations';
import type { AuthInfo } from '../context';
import { findUsableCode, markCodeUsed } from '../codes/lookup';
import type { Queryable } from '../db/database';
import { json, StatusError, success } from '../http';
import { sendTeamInvitationEmail } from '../mail/team-invitation-email';
import { isUuid } from '../permissions/grants';
import { isTrustedUrl } from '../projects/trusted-urls';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireClientUser, requireTeam, requireTeamPermission } from '../teams/access';
import { addMember, findTeam } from '../teams/store';
import { getChannels, getUser, primaryChannel, type UserRecord } from '../users/store';
import { restrictionOf } from '../users/views';


interface InvitationRow {
  id: string;
  data: Record<string, unknown> | string;
  expires_at_millis: number | string;
  team_display_name: string;
}

const dataOf = (row: { data: Record<string, unknown> | string }): Record<string, unknown> =>
  typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;

function view(row: InvitationRow): TeamInvitationWire {
  const data = dataOf(row);
  return {
    id: row.id,
    team_id: String(data.team_id),
    team_display_name: row.team_display_name,
    expires_at_millis: Number(row.expires_at_millis),
    recipient_email: String(data.email),
  };
}

/** Pending (unused, unexpired) invitations of existing teams, oldest first, optionally filtered. */
async function pendingInvitations(db: Queryable, projectId: string, now: number, filter: { teamId?: string; emails?: string[] }): Promise<TeamInvitationWire[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT v.id, v.data, v.expires_at_millis, t.display_name AS team_display_name
     FROM verification_codes v JOIN teams t ON t.project_id = v.project_id AND t.id::text = v.data->>'team_id'
     WHERE v.project_id = $1 AND v.type = 'team_invitation' AND v.used_at_millis IS NULL AND v.expires_at_millis >= $2
     ORDER BY v.created_at_millis, v.id`,
    [projectId, now],
  );
  return rows
    .map(view)
    .filter((inv) => filter.teamId === undefined || inv.team_id === filter.teamId)
    .filter((inv) => filter.emails === undefined || filter.emails.includes(inv.recipient_email));
}

/** The user a code is redeemed for: required, and not restricted (anonymous included). */
async function invitee(db: Queryable, auth: AuthInfo): Promise<UserRecord> {
  if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
  await assertNotRestricted(db, auth, auth.user);
  return auth.user;
}

async function assertNotRestricted(db: Queryable, auth: AuthInfo, user: UserRecord): Promise<void> {
  const restriction = restrictionOf(auth.project, user, primaryChannel(await getChannels(db, user.id)));
  if (restriction.restricted_reason) {
    throw new KnownErrors.TeamInvitationRestrictedUserNotAllowed({ restricted_reason: restriction.restricted_reason });
  }
}

export const teamInvitationRoutes: RouteDef[] = [
  route(e.send, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    if (auth.type === 'client') {
      const caller = requireClientUser(auth);
      await requireTeamPermission(db, auth.project.id, body.team_id, caller.id, '$invite_members');
    }
    const team = await requireTeam(db, auth.project.id, body.team_id);
    if (!isTrustedUrl(auth.project.config, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
    const id = await sendTeamInvitationEmail(c.var.ctx, auth.project, {
      teamId: team.id,
      teamDisplayName: team.display_name,
      email: body.email,
      callbackUrl: body.callback_url,
      now: clock.now(),
    });
    return json(c, { success: true, id });
  }),

  route(e.list, async (c, { query, auth }) => {
    const { db, clock } = c.var.ctx;
    if (query.team_id !== undefined && query.user_id !== undefined) throw new StatusError(400, 'Cannot specify both team_id and user_id');
    if (query.team_id !== undefined) {
      const teamId = query.team_id;
      if (auth.type === 'client') {
        const caller = requireClientUser(auth);
        await requireTeamPermission(db, auth.project.id, teamId, caller.id, '$read_members');
        await requireTeamPermission(db, auth.project.id, teamId, caller.id, '$invite_members');
      } else {
        await requireTeam(db, auth.project.id, teamId);
      }
      const items = await pendingInvitations(db, auth.project.id, clock.now(), { teamId });
      return json(c, { items, is_paginated: false });
    }
    if (query.user_id === undefined) throw new StatusError(400, 'Must specify either team_id or user_id');
    const userId = resolveUserId(auth, query.user_id);
    if (auth.type === 'client' && userId !== auth.user?.id) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    const user = isUuid(userId) ? await getUser(db, auth.project.id, userId) : null;
    if (!user) throw new KnownErrors.UserNotFound();
    const emails = (await getChannels(db, user.id)).filter((ch) => ch.type === 'email' && ch.is_verified).map((ch) => ch.value);
    const items = await pendingInvitations(db, auth.project.id, clock.now(), { emails });
    return json(c, { items, is_paginated: false });
  }),

  route(e.revoke, async (c, { query, auth }) => {
    const { db } = c.var.ctx;
    const teamId = query.team_id;
    if (teamId === undefined) throw new StatusError(400, 'team_id is required for deleting a team invitation');
    if (auth.type === 'client') {
      const caller = requireClientUser(auth);
      await requireTeamPermission(db, auth.project.id, teamId, caller.id, '$remove_members');
    } else {
      await requireTeam(db, auth.project.id, teamId);
    }
    const id = c.req.param('id') ?? '';
    // Silent about unknown ids: the protocol names no error, and revoking twice leaves the same state.
    if (isUuid(id)) {
      await db.query(
        `DELETE FROM verification_codes WHERE project_id = $1 AND id = $2 AND type = 'team_invitation' AND data->>'team_id' = $3`,
        [auth.project.id, id, teamId],
      );
    }
    return success(c);
  }),

  route(e.accept, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
    const now = clock.now();
    const code = await findUsableCode(db, { projectId: auth.project.id, type: 'team_invitation', submitted: body.code, now });
    const user = await invitee(db, auth);
    const teamId = String(code.data.team_id);
    await requireTeam(db, auth.project.id, teamId);
    await db.transaction(async (tx) => {
      if (!(await markCodeUsed(tx, code.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
      // Already a member: nothing to add (§5.14), the code is still consumed.
      await addMember(tx, auth.project, teamId, user.id, 'member', now);
    });
    return json(c, {});
  }),

  route(e.checkCode, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    await findUsableCode(db, { projectId: auth.project.id, type: 'team_invitation', submitted: body.code, now: clock.now() });
    return json(c, { is_code_valid: true });
  }),

  route(e.details, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
    const code = await findUsableCode(db, { projectId: auth.project.id, type: 'team_invitation', submitted: body.code, now: clock.now() });
    await invitee(db, auth);
    const team = await requireTeam(db, auth.project.id, String(code.data.team_id));
    const answer: TeamInvitationDetailsWire = { team_id: team.id, team_display_name: team.display_name };
    return json(c, answer);
  }),

  route(e.acceptById, async (c, { query, auth }) => {
    const { db, clock } = c.var.ctx;
    const now = clock.now();
    const userId = resolveUserId(auth, query.user_id);
    if (auth.type === 'client' && userId !== auth.user?.id) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    const user = isUuid(userId) ? await getUser(db, auth.project.id, userId) : null;
    if (!user) throw new KnownErrors.UserNotFound();
    if (auth.type === 'client') await assertNotRestricted(db, auth, user);
    const id = c.req.param('id') ?? '';
    const emails = (await getChannels(db, user.id)).filter((ch) => ch.type === 'email' && ch.is_verified).map((ch) => ch.value);
    const invitation = isUuid(id) ? (await pendingInvitations(db, auth.project.id, now, { emails })).find((inv) => inv.id === id) : undefined;
    if (!invitation) throw new KnownErrors.VerificationCodeNotFound();
    if (!(await findTeam(db, auth.project.id, invitation.team_id))) throw new KnownErrors.TeamNotFound({ team_id: invitation.team_id });
    await db.transaction(async (tx) => {
      if (!(await markCodeUsed(tx, invitation.id, now))) throw new KnownErrors.VerificationCodeNotFound();
      await addMember(tx, auth.project, invitation.team_id, user.id, 'member', now);
    });
    return json(c, {});
  }),
];
