// The sign-in code mail (template `magic_link`, PROTOCOL.md §5.2): the typed OTP and the link.
import type { ProjectRecord } from '../projects/store';
import { sendTemplateMail, type MailContext } from '../email/send';
import { findAuthChannel } from '../contact-channels/store';
import { getUser, normalizeEmail } from '../users/store';

export async function sendMagicLinkEmail(
  ctx: MailContext,
  project: ProjectRecord,
  input: { email: string; otp: string; link: string; now: number },
): Promise<void> {
  // The template greets an existing user by name; a sign-up has none yet.
  const channel = await findAuthChannel(ctx.db, project.id, normalizeEmail(input.email));
  const user = channel ? await getUser(ctx.db, project.id, channel.user_id) : null;
  await sendTemplateMail(ctx, project, 'magic_link', {
    to: input.email,
    variables: { magicLink: input.link, otp: input.otp },
    user: { displayName: user?.display_name ?? null },
    now: input.now,
  });
}
