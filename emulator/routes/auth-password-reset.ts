// Password recovery and change (PROTOCOL.md §5.1): send-reset-code, reset, reset/check-code, update, set,
// with the session rules of §3.2 (reset ends every session; update keeps only the caller's).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/protocol/constants';
import { KnownErrors } from '../../src/protocol/errors';
import { passwordEndpoints as e } from '../../src/protocol/endpoints/passwords';
import { SEND_RESET_CODE_SUCCESS } from '../../src/protocol/wire/passwords';
import { findUsableCodeLimited } from '../abuse/codes';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { ProjectRecord } from '../projects/store';
import { json, StatusError, success } from '../http';
import { sendPasswordResetEmail } from '../mail/password-reset-email';
import { stackHeader } from '../middleware/headers';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { findSessionByRefreshToken } from '../tokens/sessions';
import { changePassword, resetPasswordWithCode } from '../users/passwords';
import { findAuthChannel } from '../contact-channels/store';
import { getUser, normalizeEmail, updateUserColumns } from '../users/store';


function assertPasswordEnabled(project: ProjectRecord): void {
  if (!project.config.credential_enabled) throw new KnownErrors.PasswordAuthenticationNotEnabled();
}

/** The handler's bounds (PASSWORD_TOO_SHORT also covers the empty string). */
function assertPasswordBounds(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new KnownErrors.PasswordTooShort({ min_length: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) throw new KnownErrors.PasswordTooLong({ maxLength: PASSWORD_MAX_LENGTH });
}

export const passwordResetRoutes: RouteDef[] = [
  route(e.sendResetCode, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    assertPasswordEnabled(project);
    const channel = (await findAuthChannel(db, project.id, body.email)) ?? (await findAuthChannel(db, project.id, normalizeEmail(body.email)));
    // The real server sleeps 2-3 s for an unknown address; the emulator answers at once (no timing oracle to hide).
    if (channel) {
      if (!isTrustedUrl(project.config, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      await sendPasswordResetEmail(c.var.ctx, project, { userId: channel.user_id, email: channel.value, callbackUrl: body.callback_url, now: clock.now() });
    }
    return json(c, { success: SEND_RESET_CODE_SUCCESS });
  }),

  route(e.reset, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    const code = await findUsableCodeLimited(c, { projectId: project.id, type: 'password_reset', submitted: body.code, now });
    // Checked before the code is used, so a rejected password does not burn the link (§3.3 step 6).
    assertPasswordEnabled(project);
    assertPasswordBounds(body.password);
    const user = await getUser(db, project.id, String(code.data.user_id));
    if (!user) throw new KnownErrors.UserNotFound();
    const passwordHash = await hashPassword(body.password);
    await resetPasswordWithCode(db, code.id, user.id, passwordHash, now);
    return success(c);
  }),

  route(e.checkResetCode, async (c, { body, auth }) => {
    const { clock } = c.var.ctx;
    await findUsableCodeLimited(c, { projectId: auth.project.id, type: 'password_reset', submitted: body.code, now: clock.now() });
    return json(c, { is_code_valid: true });
  }),

  route(e.update, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const user = auth.user!;
    assertPasswordEnabled(project);
    assertPasswordBounds(body.new_password);
    if (user.password_hash === null) throw new KnownErrors.UserDoesNotHavePassword();
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw new KnownErrors.PasswordConfirmationMismatch();
    const refreshToken = stackHeader(c.req.raw, 'refresh-token');
    const kept = refreshToken === undefined ? null : await findSessionByRefreshToken(db, project.id, refreshToken, clock.now());
    const passwordHash = await hashPassword(body.new_password);
    // The caller's own session (by its refresh token) survives; every other one ends.
    await changePassword(db, user.id, passwordHash, kept?.user_id === user.id ? kept.id : undefined);
    return success(c);
  }),

  route(e.set, async (c, { body, auth }) => {
    const user = auth.user!;
    assertPasswordEnabled(auth.project);
    assertPasswordBounds(body.password);
    if (user.password_hash !== null) throw new StatusError(400, 'User already has a password set.');
    await updateUserColumns(c.var.ctx.db, user.id, { password_hash: await hashPassword(body.password) });
    return success(c);
  }),
];
