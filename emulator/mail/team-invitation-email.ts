// The team invitation mail (template `team_invitation`, PROTOCOL.md §5.14): a link to callback_url?code=….
import type { ProjectRecord } from '../projects/store';
import type { MailContext } from '../email/send';
import { sendCodeLinkEmail } from './code-link-email';

/** Stores the invitation code, mails it and answers the invitation's id (the code row's id). */
export async function sendTeamInvitationEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { teamId: string; teamDisplayName: string; email: string; callbackUrl: string; now: number },
): Promise<string> {
  return sendCodeLinkEmail(
    ctx,
    project,
    { type: 'team_invitation', data: { team_id: input.teamId, email: input.email }, email: input.email, callbackUrl: input.callbackUrl, now: input.now },
    { type: 'team_invitation', variables: (link) => ({ teamDisplayName: input.teamDisplayName, teamInvitationLink: link }) },
  );
}
