// The sign-in code mail (template `magic_link`, PROTOCOL.md §5.2): the typed OTP and the link.
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { escapeHtml } from './code-link-email';
import { deliverMail } from './mailbox';

export async function sendMagicLinkEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { email: string; otp: string; link: string; now: number },
): Promise<void> {
  const name = project.display_name;
  const { otp, link } = input;
  await deliverMail(
    db,
    {
      projectId: project.id,
      to: input.email,
      subject: `Sign in to ${name}: Your code is ${otp}`,
      html:
        `<p>Hi,</p><p>Your sign-in code for ${escapeHtml(name)} is:</p>` +
        `<p style="font-size:24px;letter-spacing:4px"><strong data-otp>${escapeHtml(otp)}</strong></p>` +
        `<p>Or click the link below to sign in:</p><p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(name)}</a></p>` +
        `<p>If you were not expecting this email, you can ignore it.</p>`,
      text: `Hi,\n\nYour sign-in code for ${name} is: ${otp}\n\nOr open the link below to sign in:\n\n${link}\n\nIf you were not expecting this email, you can ignore it.\n`,
    },
    input.now,
  );
}
