// The password reset mail (template `password_reset`, PROTOCOL.md §5.1): a link to callback_url?code=….
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { createVerificationCode, linkWithCode } from '../codes/verification-codes';
import { deliverMail } from './mailbox';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sendPasswordResetEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  const code = await createVerificationCode(db, {
    projectId: project.id,
    type: 'password_reset',
    data: { user_id: input.userId },
    callbackUrl: input.callbackUrl,
    now: input.now,
  });
  const link = linkWithCode(input.callbackUrl, code);
  const name = project.display_name;
  await deliverMail(
    db,
    {
      projectId: project.id,
      to: input.email,
      subject: `Reset your password at ${name}`,
      html: `<p>Hi,</p><p>Someone asked to reset the password of your ${escapeHtml(name)} account.</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
      text: `Hi,\n\nSomeone asked to reset the password of your ${name} account. Open the link below to choose a new one.\n\n${link}\n\nIf you did not ask for this, you can ignore this email.\n`,
    },
    input.now,
  );
}
