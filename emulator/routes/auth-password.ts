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
import { findAuthChannel, insertChannel, insertUser, normalizeEmail, updateUserColumns } from '../users/store';
import { addTeamMember, insertTeam } from '../users/teams';
import { authEndpoints as e } from '../../src/protocol/endpoints/auth';


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
    const alreadyExists = () => new KnownErrors.UserEmailAlreadyExists({ email: body.email, would_work_if_email_was_verified: false });
    if (await findAuthChannel(db, project.id, email)) throw alreadyExists();

    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const anonymous = auth.user?.is_anonymous ? auth.user : null;
    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        if (anonymous) {
          // An anonymous caller is upgraded in place (same id).
          await updateUserColumns(tx, anonymous.id, { password_hash: passwordHash, is_anonymous: false, signed_up_at_millis: now });
          await tx.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1', [anonymous.id]);
          await insertChannel(tx, { project_id: project.id, user_id: anonymous.id, value: email, is_primary: true, is_verified: false, used_for_auth: true }, now);
          await tx.query(
            `UPDATE teams SET display_name = $3 WHERE project_id = $1 AND display_name = 'Personal Team'
               AND id IN (SELECT team_id FROM team_members WHERE user_id = $2)`,
            [project.id, anonymous.id, `${email}'s Team`],
          );
          return anonymous.id;
        }
        const id = await insertUser(tx, project.id, { password_hash: passwordHash, primary_email: email, primary_email_verified: false, primary_email_auth_enabled: true }, now);
        if (config.create_team_on_sign_up) {
          const teamId = await insertTeam(tx, project.id, `${email}'s Team`, now);
          await addTeamMember(tx, project.id, teamId, id, now);
          await updateUserColumns(tx, id, { selected_team_id: teamId });
        }
        return id;
      });
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
    const rows = channel ? await db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [channel.user_id],
    ) : [];
    const user = rows[0];
    if (!channel || !user?.password_hash || !(await verifyPassword(body.password, user.password_hash))) {
      await guard.failed();
      throw new KnownErrors.EmailPasswordMismatch();
    }
    await guard.succeeded();
    // signInAs raises MULTI_FACTOR_AUTHENTICATION_REQUIRED for a user with TOTP.
    return json(c, await signInAs(c, project, channel.user_id, { method: 'password' }));
  }),
];
