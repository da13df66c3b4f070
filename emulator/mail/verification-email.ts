// The e-mail verification mail sent at sign-up (template `email_verification`, PROTOCOL.md §5.1).
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { escapeHtml, sendCodeLinkEmail } from './code-link-email';

export async function sendVerificationEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  await sendCodeLinkEmail(
    db,
    project,
    { type: 'email_verification', data: { user_id: input.userId, email: input.email }, email: input.email, callbackUrl: input.callbackUrl, now: input.now },
    (name, link) => ({
      subject: `Verify your email at ${name}`,
      html: `<p>Hi,</p><p>Please click the link below to verify your email address for ${escapeHtml(name)}.</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you were not expecting this email, you can ignore it.</p>`,
      text: `Hi,\n\nPlease open the link below to verify your email address for ${name}.\n\n${link}\n\nIf you were not expecting this email, you can ignore it.\n`,
    }),
  );
}
