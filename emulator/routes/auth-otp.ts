// POST /auth/otp/send-sign-in-code, /auth/otp/sign-in and /auth/otp/sign-in/check-code (PROTOCOL.md §5.2, §3.3).
import { KnownErrors } from '../../src/protocol/errors';
import { otpEndpoints as e } from '../../src/protocol/endpoints/otp';
import { OTP_LENGTH } from '../../src/protocol/wire/otp';
import { findUsableCodeLimited } from '../abuse/codes';
import { createVerificationCode, linkWithCode } from '../codes/verification-codes';
import { isUniqueViolation } from '../db/database';
import { json, StatusError } from '../http';
import { sendMagicLinkEmail } from '../mail/magic-link-email';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { signInWithCode, unverifiedChannelError } from '../users/code-sign-in';
import { findAuthChannel } from '../contact-channels/store';
import { enableOtpAuth, normalizeEmail } from '../users/store';
import { normalizeCountryCode, signUpCountryCode } from '../net/end-user';


/** What a sign-in code remembers: the address it was sent to. */
interface OtpCodeData {
  email: string;
  /** The country of the request that sent the code, for a sign-up by it. */
  sign_up_country_code: string | null;
}

export const otpRoutes: RouteDef[] = [
  route(e.sendSignInCode, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const config = project.config;
    if (!config.magic_link_enabled) throw new StatusError(403, 'OTP sign-in is not enabled for this project');
    const email = normalizeEmail(body.email);
    const channel = await findAuthChannel(db, project.id, email);
    if (channel && !channel.is_verified) throw unverifiedChannelError(body.email);
    if (!channel && !config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
    if (!isTrustedUrl(config, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();

    const now = clock.now();
    // An existing user with a verified auth e-mail gets the OTP method silently.
    if (channel) await enableOtpAuth(db, channel.user_id);
    // A sign-up by this code records the country of the request that asked for it (as the real API does).
    const data: OtpCodeData = { email, sign_up_country_code: signUpCountryCode(c.req.raw.headers) };
    const code = await createVerificationCode(db, { projectId: project.id, type: 'otp_sign_in', data: { ...data }, callbackUrl: body.callback_url, now });
    const otp = code.slice(0, OTP_LENGTH).toUpperCase();
    await sendMagicLinkEmail(c.var.ctx, project, { email, otp, link: linkWithCode(body.callback_url, code), now });
    return json(c, { nonce: code.slice(OTP_LENGTH) });
  }),

  route(e.signIn, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    const stored = await findUsableCodeLimited(c, { projectId: project.id, type: 'otp_sign_in', submitted: body.code, now });
    const email = String((stored.data as Partial<OtpCodeData>).email ?? '');
    const countryCode = normalizeCountryCode((stored.data as Partial<OtpCodeData>).sign_up_country_code);
    let signedIn: { userId: string; isNewUser: boolean };
    try {
      signedIn = await signInWithCode(db, project, { id: stored.id, email, countryCode }, auth.user, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new KnownErrors.UserEmailAlreadyExists({ email, would_work_if_email_was_verified: false });
      throw error;
    }
    const tokens = await signInAs(c, project, signedIn.userId, { isNewUser: signedIn.isNewUser, method: 'otp' });
    return json(c, { ...tokens, is_new_user: signedIn.isNewUser });
  }),

  route(e.checkCode, async (c, { body, auth }) => {
    const { clock } = c.var.ctx;
    await findUsableCodeLimited(c, { projectId: auth.project.id, type: 'otp_sign_in', submitted: body.code, now: clock.now() });
    return json(c, { is_code_valid: true });
  }),
];
