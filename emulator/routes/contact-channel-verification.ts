// E-mail verification (PROTOCOL.md §5.10): sending the verification mail (the deprecated primary-e-mail
// form and the per-channel form) and redeeming its code (verify, verify/check-code; codes per §3.3).
import { KnownErrors } from '../../src/protocol/errors';
import { emailVerificationEndpoints as e } from '../../src/protocol/endpoints/email-verification';
import { findUsableCodeLimited } from '../abuse/codes';
import type { MailContext } from '../email/send';
import { json, StatusError, success } from '../http';
import { sendVerificationEmail } from '../mail/verification-email';
import type { ProjectRecord } from '../projects/store';
import { isTrustedUrl } from '../projects/trusted-urls';
import { resolveUserId, route, type RouteDef } from '../routing';
import { findEmailChannelId, getChannels, primaryChannel, type ChannelRecord } from '../contact-channels/store';
import { verifyChannelWithCode } from '../users/contact-channels';
import { getUser } from '../users/store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The mail is the last step: an untrusted callback is only reported once everything else passed. */
async function mailCode(ctx: MailContext, project: ProjectRecord, channel: ChannelRecord, callbackUrl: string, now: number): Promise<void> {
  if (!isTrustedUrl(project.config, callbackUrl)) throw new KnownErrors.RedirectUrlNotWhitelisted();
  await sendVerificationEmail(ctx, project, { userId: channel.user_id, email: channel.value, callbackUrl, now });
}

export const contactChannelVerificationRoutes: RouteDef[] = [
  route(
    e.sendPrimary,
    async (c, { body, auth }) => {
      const { db, clock } = c.var.ctx;
      const user = auth.user!;
      const primary = primaryChannel(await getChannels(db, user.id));
      // Compared as sent, like the real server: the SDK sends the stored (lower-cased) primary e-mail.
      if (primary?.value !== body.email) {
        // The real server puts null here when there is no primary e-mail.
        throw new KnownErrors.EmailIsNotPrimaryEmail({ email: body.email, primary_email: (primary?.value ?? null) as string });
      }
      if (primary.is_verified) throw new KnownErrors.EmailAlreadyVerified();
      await mailCode(c.var.ctx, auth.project, primary, body.callback_url, clock.now());
      return success(c);
    },
  ),

  route(
    e.send,
    async (c, { body, auth }) => {
      const { db, clock } = c.var.ctx;
      // A signed-out client has no user of its own, whichever user it names (as the real API checks first).
      if (auth.type === 'client' && !auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
      const userId = resolveUserId(auth, c.req.param('user_id') ?? '');
      if (auth.type === 'client' && userId !== auth.user?.id) throw new StatusError(400, 'Can only send verification code for your own user');
      const user = await getUser(db, auth.project.id, userId);
      if (!user) throw new KnownErrors.UserIdDoesNotExist({ user_id: userId });
      const channelId = c.req.param('contact_channel_id') ?? '';
      const channel = UUID_RE.test(channelId) ? (await getChannels(db, user.id)).find((ch) => ch.id === channelId) : undefined;
      if (!channel) throw new StatusError(404, 'Contact channel not found');
      if (channel.is_verified) throw new KnownErrors.EmailAlreadyVerified();
      await mailCode(c.var.ctx, auth.project, channel, body.callback_url, clock.now());
      return success(c);
    },
  ),

  route(e.verify, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const now = clock.now();
    const code = await findUsableCodeLimited(c, { projectId: auth.project.id, type: 'email_verification', submitted: body.code, now });
    const channelId = await findEmailChannelId(db, auth.project.id, String(code.data.user_id), String(code.data.email));
    if (!channelId) throw new StatusError(400, 'Contact channel not found. Was your contact channel deleted?');
    await verifyChannelWithCode(db, code.id, channelId, now);
    return success(c);
  }),

  route(e.checkCode, async (c, { body, auth }) => {
    const { clock } = c.var.ctx;
    await findUsableCodeLimited(c, { projectId: auth.project.id, type: 'email_verification', submitted: body.code, now: clock.now() });
    return json(c, { is_code_valid: true });
  }),
];
