// The password reset mail (template `password_reset`, PROTOCOL.md §5.1): a link to callback_url?code=….
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { escapeHtml, sendCodeLinkEmail } from './code-link-email';

export async function sendPasswordResetEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  await sendCodeLinkEmail(
    db,
    project,
    { type: 'password_reset', data: { user_id: input.userId }, email: input.email, callbackUrl: input.callbackUrl, now: input.now },
    (name, link) => ({
      subject: `Reset your password at ${name}`,
      html: `<p>Hi,</p><p>Someone asked to reset the password of your ${escapeHtml(name)} account.</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
      text: `Hi,\n\nSomeone asked to reset the password of your ${name} account. Open the link below to choose a new one.\n\n${link}\n\nIf you did not ask for this, you can ignore this email.\n`,
    }),
  );
}
