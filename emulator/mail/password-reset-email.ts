// The password reset mail (template `password_reset`, PROTOCOL.md §5.1): a link to callback_url?code=….
import type { ProjectRecord } from '../projects/store';
import type { MailContext } from '../email/send';
import { sendCodeLinkEmail } from './code-link-email';

export async function sendPasswordResetEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  await sendCodeLinkEmail(
    ctx,
    project,
    { type: 'password_reset', data: { user_id: input.userId }, email: input.email, callbackUrl: input.callbackUrl, now: input.now, userId: input.userId },
    { type: 'password_reset', variables: (link) => ({ passwordResetLink: link }) },
  );
}
