// The e-mail verification mail sent at sign-up (template `email_verification`, PROTOCOL.md §5.1).
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { createVerificationCode, linkWithCode } from '../codes/verification-codes';
import { deliverMail } from './mailbox';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sendVerificationEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { userId: string; email: string; callbackUrl: string; now: number },
): Promise<void> {
  const code = await createVerificationCode(db, {
    projectId: project.id,
    type: 'email_verification',
    data: { user_id: input.userId, email: input.email },
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
      subject: `Verify your email at ${name}`,
      html: `<p>Hi,</p><p>Please click the link below to verify your email address for ${escapeHtml(name)}.</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you were not expecting this email, you can ignore it.</p>`,
      text: `Hi,\n\nPlease open the link below to verify your email address for ${name}.\n\n${link}\n\nIf you were not expecting this email, you can ignore it.\n`,
    },
    input.now,
  );
}
