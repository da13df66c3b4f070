// The team invitation mail (template `team_invitation`, PROTOCOL.md §5.14): a link to callback_url?code=….
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { escapeHtml, sendCodeLinkEmail } from './code-link-email';

/** Stores the invitation code, mails it and answers the invitation's id (the code row's id). */
export async function sendTeamInvitationEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { teamId: string; teamDisplayName: string; email: string; callbackUrl: string; now: number },
): Promise<string> {
  // The shared helper answers nothing, so a one-off marker finds the row it stored.
  const marker = randomUUID();
  const { teamDisplayName: team } = input;
  await sendCodeLinkEmail(
    db,
    project,
    { type: 'team_invitation', data: { team_id: input.teamId, email: input.email, marker }, email: input.email, callbackUrl: input.callbackUrl, now: input.now },
    (name, link) => ({
      subject: `You have been invited to join ${team}`,
      html: `<p>Hi,</p><p>You have been invited to join the team ${escapeHtml(team)} on ${escapeHtml(name)}.</p><p><a href="${escapeHtml(link)}">Join ${escapeHtml(team)}</a></p><p>If you were not expecting this email, you can ignore it.</p>`,
      text: `Hi,\n\nYou have been invited to join the team ${team} on ${name}.\n\nOpen this link to join: ${link}\n\nIf you were not expecting this email, you can ignore it.\n`,
    }),
  );
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM verification_codes WHERE project_id = $1 AND type = 'team_invitation' AND data->>'marker' = $2`,
    [project.id, marker],
  );
  return rows[0]!.id;
}
