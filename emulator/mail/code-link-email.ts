// The shape shared by the mails that carry a one-use link: store a verification code, link to
// callback_url?code=…, and send the project's template of that type with the link among its variables.
import type { EmailTemplateType } from '../../src/protocol/wire/emails';
import type { ProjectRecord } from '../projects/store';
import { linkWithCode, storeVerificationCode, type NewVerificationCode } from '../codes/verification-codes';
import { sendTemplateMail, type MailContext } from '../email/send';
import { getUser } from '../users/store';

/** Stores the code, mails its link and answers the code row's id. */
export async function sendCodeLinkEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { type: NewVerificationCode['type']; data: NewVerificationCode['data']; email: string; callbackUrl: string; now: number; userId?: string },
  template: { type: EmailTemplateType; variables: (link: string) => Record<string, unknown> },
): Promise<string> {
  const { id, code } = await storeVerificationCode(ctx.db, {
    projectId: project.id,
    type: input.type,
    data: input.data,
    callbackUrl: input.callbackUrl,
    now: input.now,
  });
  const link = linkWithCode(input.callbackUrl, code);
  const user = input.userId === undefined ? null : await getUser(ctx.db, project.id, input.userId);
  await sendTemplateMail(ctx, project, template.type, {
    to: input.email,
    variables: template.variables(link),
    user: { displayName: user?.display_name ?? null },
    now: input.now,
  });
  return id;
}
