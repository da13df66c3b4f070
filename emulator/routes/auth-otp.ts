// POST /auth/otp/send-sign-in-code, /auth/otp/sign-in and /auth/otp/sign-in/check-code (PROTOCOL.md §5.2, §3.3).
import { KnownErrors } from '../../src/protocol/errors';
import { otpEndpoints as e } from '../../src/protocol/endpoints/otp';
import { OTP_LENGTH } from '../../src/protocol/wire/otp';
import { findUsableCodeLimited } from '../abuse/codes';
import { markCodeUsed } from '../codes/lookup';
import { createVerificationCode, linkWithCode } from '../codes/verification-codes';
import { isUniqueViolation, type Queryable } from '../db/database';
import { json, StatusError } from '../http';
import { sendMagicLinkEmail } from '../mail/magic-link-email';
import type { ProjectRecord } from '../projects/store';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { findAuthChannel, insertChannel, insertUser, normalizeEmail, updateUserColumns, type ChannelRecord, type UserRecord } from '../users/store';
import { addTeamMember, insertTeam } from '../users/teams';


/** What a sign-in code remembers: the address it was sent to. */
interface OtpCodeData {
  email: string;
}

/** An auth channel that is not verified blocks OTP: the owner must verify it first (§5.2). */
function unverifiedChannelError(email: string): InstanceType<typeof KnownErrors.UserEmailAlreadyExists> {
  return new KnownErrors.UserEmailAlreadyExists({ email, would_work_if_email_was_verified: true });
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
    if (channel) await db.query('UPDATE users SET otp_auth_enabled = true WHERE id = $1 AND NOT otp_auth_enabled', [channel.user_id]);
    const data: OtpCodeData = { email };
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
    let signedIn: { userId: string; isNewUser: boolean };
    try {
      // Consuming the code and creating the user commit together: a failed sign-in leaves the code usable.
      signedIn = await db.transaction(async (tx) => {
        if (!(await markCodeUsed(tx, stored.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
        return signInOrSignUp(tx, project, email, auth.user, now);
      });
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

/** The user the code signs in: the owner of the address, an upgraded anonymous caller, or a new user. */
async function signInOrSignUp(
  db: Queryable,
  project: ProjectRecord,
  email: string,
  caller: UserRecord | null,
  now: number,
): Promise<{ userId: string; isNewUser: boolean }> {
  const channel: ChannelRecord | null = await findAuthChannel(db, project.id, email);
  if (channel) {
    if (!channel.is_verified) throw unverifiedChannelError(email);
    await updateUserColumns(db, channel.user_id, { otp_auth_enabled: true });
    return { userId: channel.user_id, isNewUser: false };
  }
  const config = project.config;
  if (!config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
  if (caller?.is_anonymous) {
    // An anonymous caller becomes this person in place (same id).
    await updateUserColumns(db, caller.id, { is_anonymous: false, otp_auth_enabled: true, signed_up_at_millis: now });
    await db.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1', [caller.id]);
    await insertChannel(db, { project_id: project.id, user_id: caller.id, value: email, is_primary: true, is_verified: true, used_for_auth: true }, now);
    await db.query(
      `UPDATE teams SET display_name = $3 WHERE project_id = $1 AND display_name = 'Personal Team'
         AND id IN (SELECT team_id FROM team_members WHERE user_id = $2)`,
      [project.id, caller.id, `${email}'s Team`],
    );
    return { userId: caller.id, isNewUser: true };
  }
  const userId = await insertUser(db, project.id, { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true }, now);
  await updateUserColumns(db, userId, { otp_auth_enabled: true });
  if (config.create_team_on_sign_up) {
    const teamId = await insertTeam(db, project.id, `${email}'s Team`, now);
    await addTeamMember(db, project.id, teamId, userId, now);
    await updateUserColumns(db, userId, { selected_team_id: teamId });
  }
  return { userId, isNewUser: true };
}
