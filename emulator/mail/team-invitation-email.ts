// The team invitation mail (template `team_invitation`, PROTOCOL.md §5.14): a link to callback_url?code=….
import { randomUUID } from 'node:crypto';
import type { ProjectRecord } from '../projects/store';
import type { MailContext } from '../email/send';
import { sendCodeLinkEmail } from './code-link-email';

/** Stores the invitation code, mails it and answers the invitation's id (the code row's id). */
export async function sendTeamInvitationEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { teamId: string; teamDisplayName: string; email: string; callbackUrl: string; now: number },
): Promise<string> {
  // The shared helper answers nothing, so a one-off marker finds the row it stored.
  const marker = randomUUID();
  await sendCodeLinkEmail(
    ctx,
    project,
    { type: 'team_invitation', data: { team_id: input.teamId, email: input.email, marker }, email: input.email, callbackUrl: input.callbackUrl, now: input.now },
    { type: 'team_invitation', variables: (link) => ({ teamDisplayName: input.teamDisplayName, teamInvitationLink: link }) },
  );
  const rows = await ctx.db.query<{ id: string }>(
    `SELECT id FROM verification_codes WHERE project_id = $1 AND type = 'team_invitation' AND data->>'marker' = $2`,
    [project.id, marker],
  );
  return rows[0]!.id;
}
