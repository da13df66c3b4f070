// POST /auth/password/sign-up and /auth/password/sign-in (PROTOCOL.md §5.1).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/protocol/constants';
import { KnownErrors } from '../../src/protocol/errors';
import { attemptGuard } from '../abuse/guard';
import { isUniqueViolation } from '../db/database';
import { hashPassword, verifyPassword } from '../crypto/password';
import { json } from '../http';
import { sendVerificationEmail } from '../mail/verification-email';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { authEndpoints as e } from '../../src/protocol/endpoints/auth';
import { signUpAtomically } from '../users/sign-up';
import { signUpCountryCode } from '../net/end-user';
import { findAuthChannel } from '../contact-channels/store';
import { getPasswordHash, normalizeEmail } from '../users/store';


export const passwordRoutes: RouteDef[] = [
  route(e.passwordSignUp, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const config = project.config;
    if (!config.credential_enabled) throw new KnownErrors.PasswordAuthenticationNotEnabled();
    const callbackUrl = body.verification_callback_url;
    if (callbackUrl !== undefined && !isTrustedUrl(config, callbackUrl)) throw new KnownErrors.RedirectUrlNotWhitelisted();
    if (!config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
    if (body.password.length < PASSWORD_MIN_LENGTH) throw new KnownErrors.PasswordTooShort({ min_length: PASSWORD_MIN_LENGTH });
    if (body.password.length > PASSWORD_MAX_LENGTH) throw new KnownErrors.PasswordTooLong({ maxLength: PASSWORD_MAX_LENGTH });

    const email = normalizeEmail(body.email);
    // Named as stored (lower-cased), as the real API's e-mail schema normalizes it before anything else.
    const alreadyExists = () => new KnownErrors.UserEmailAlreadyExists({ email, would_work_if_email_was_verified: false });
    if (await findAuthChannel(db, project.id, email)) throw alreadyExists();

    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    let userId: string;
    try {
      // An anonymous caller is upgraded in place (same id).
      const user = { password_hash: passwordHash, primary_email: email, primary_email_verified: false, primary_email_auth_enabled: true };
      const countryCode = signUpCountryCode(c.req.raw.headers);
      userId = (await signUpAtomically(db, project, { caller: auth.user, user, countryCode }, now)).userId;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists();
      throw error;
    }
    if (callbackUrl !== undefined) await sendVerificationEmail(c.var.ctx, project, { userId, email, callbackUrl, now });
    // An upgraded anonymous user with TOTP must pass MFA (§5.1); the attempt remembers it was a sign-up.
    return json(c, await signInAs(c, project, userId, { isNewUser: true, method: 'password' }));
  }),

  route(e.passwordSignIn, async (c, { body, auth }) => {
    const { db } = c.var.ctx;
    const { project } = auth;
    if (!project.config.credential_enabled) throw new KnownErrors.PasswordAuthenticationNotEnabled();
    // Checked before the hash is computed: a throttled caller learns nothing and costs no CPU.
    const guard = attemptGuard(c, project.id, 'password', normalizeEmail(body.email));
    await guard.check();
    const channel = (await findAuthChannel(db, project.id, body.email)) ?? (await findAuthChannel(db, project.id, normalizeEmail(body.email)));
    const passwordHash = channel ? await getPasswordHash(db, channel.user_id) : null;
    if (!channel || !passwordHash || !(await verifyPassword(body.password, passwordHash))) {
      await guard.failed();
      throw new KnownErrors.EmailPasswordMismatch();
    }
    await guard.succeeded();
    // signInAs raises MULTI_FACTOR_AUTHENTICATION_REQUIRED for a user with TOTP.
    return json(c, await signInAs(c, project, channel.user_id, { method: 'password' }));
  }),
];
