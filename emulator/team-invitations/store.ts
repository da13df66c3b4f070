// Team invitations in the database (PROTOCOL.md §5.14): verification codes of type team_invitation
// whose data names the team and the invited address; accepting one uses the code and adds the member.
import type { TeamInvitationWire } from '../../src/protocol/wire/team-invitations';
import { deleteCode, markCodeUsed } from '../codes/lookup';
import type { Database, Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { addMember } from '../teams/store';

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
export async function pendingInvitations(
  db: Queryable,
  projectId: string,
  now: number,
  filter: { teamId?: string; emails?: string[] },
): Promise<TeamInvitationWire[]> {
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

/** Removes the team's invitation; unknown ids change nothing. */
export async function revokeInvitation(db: Queryable, projectId: string, teamId: string, invitationId: string): Promise<void> {
  await deleteCode(db, { projectId, id: invitationId, type: 'team_invitation', data: { team_id: teamId } });
}

/**
 * Uses the invitation's code and adds the user to its team, together; `whenUsed` is the error of a code
 * used meanwhile. Already a member: nothing to add (§5.14), the code is still consumed.
 */
export async function acceptInvitation(
  db: Database,
  project: ProjectRecord,
  invitation: { codeId: string; teamId: string; userId: string },
  whenUsed: () => Error,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, invitation.codeId, now))) throw whenUsed();
    await addMember(tx, project, invitation.teamId, invitation.userId, 'member', now);
  });
}
