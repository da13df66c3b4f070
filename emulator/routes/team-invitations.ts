// Team invitations (PROTOCOL.md §5.14): send by e-mail (a §3.3 code of type team_invitation), list and
// revoke pending ones, accept by code (or by id for an invited verified e-mail), check and read a code.
import { KnownErrors } from '../../src/protocol/errors';
import { teamInvitationEndpoints as e } from '../../src/protocol/endpoints/team-invitations';
import type { TeamInvitationDetailsWire } from '../../src/protocol/wire/team-invitations';
import type { AuthInfo } from '../context';
import { findUsableCode } from '../codes/lookup';
import type { Queryable } from '../db/database';
import { json, StatusError, success } from '../http';
import { sendTeamInvitationEmail } from '../mail/team-invitation-email';
import { isUuid } from '../permissions/grants';
import { isTrustedUrl } from '../projects/trusted-urls';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireClientUser, requireTeam, requireTeamPermission } from '../teams/access';
import { acceptInvitation, pendingInvitations, revokeInvitation } from '../team-invitations/store';
import { findTeam } from '../teams/store';
import { getChannels, primaryChannel } from '../contact-channels/store';
import { getUser, type UserRecord } from '../users/store';
import { restrictionOf } from '../users/views';


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
      await revokeInvitation(db, auth.project.id, teamId, id);
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
    const used = () => new KnownErrors.VerificationCodeAlreadyUsed();
    await acceptInvitation(db, auth.project, { codeId: code.id, teamId, userId: user.id }, used, now);
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
    const used = () => new KnownErrors.VerificationCodeNotFound();
    await acceptInvitation(db, auth.project, { codeId: invitation.id, teamId: invitation.team_id, userId: user.id }, used, now);
    return json(c, {});
  }),
];
