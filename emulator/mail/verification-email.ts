// The e-mail verification mail sent at sign-up (template `email_verification`, PROTOCOL.md §5.1).
import type { ProjectRecord } from '../projects/store';
import type { MailContext } from '../email/send';
import { sendCodeLinkEmail } from './code-link-email';

export async function sendVerificationEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  await sendCodeLinkEmail(
    ctx,
    project,
    { type: 'email_verification', data: { user_id: input.userId, email: input.email }, email: input.email, callbackUrl: input.callbackUrl, now: input.now, userId: input.userId },
    { type: 'email_verification', variables: (link) => ({ emailVerificationLink: link }) },
  );
}
