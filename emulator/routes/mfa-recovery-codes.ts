// Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions"): the signed-in user's recovery codes
// (status, a new set) and the MFA step finished with one. Digests only are stored; each code works once.
import { KnownErrors } from '../../src/protocol/errors';
import { mfaRecoveryCodeEndpoints as e } from '../../src/protocol/endpoints/mfa-recovery-codes';
import { accountOfNonce } from '../abuse/codes';
import { attemptGuard } from '../abuse/guard';
import { findUsableCode, markCodeUsed } from '../codes/lookup';
import { json } from '../http';
import { parseSignInMethod } from '../metrics/activity';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from '../mfa/recovery-codes';
import { consumeRecoveryCode, recoveryCodeStatus, replaceRecoveryCodes } from '../mfa/store';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { getUser } from '../users/store';

export const mfaRecoveryCodeRoutes: RouteDef[] = [
  route(e.status, async (c, { auth }) => {
    const user = auth.user!;
    const status = await recoveryCodeStatus(c.var.ctx.db, user.id);
    return json(c, { totp_enabled: user.totp_secret_base64 !== null, total: status.total, remaining: status.remaining, created_at_millis: status.createdAtMillis });
  }),

  route(e.regenerate, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const user = auth.user!;
    // Codes stand in for the authenticator app; without one they would be a second password nobody asked for.
    if (user.totp_secret_base64 === null) throw new KnownErrors.MfaNotEnabled();
    const now = clock.now();
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(db, { projectId: auth.project.id, userId: user.id, hashes: codes.map((code) => recoveryCodeHash(user.id, code)), now });
    return json(c, { codes, created_at_millis: now });
  }),

  route(e.signIn, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    // The TOTP step's limits: a recovery code is one more guess at the same second factor.
    const guard = attemptGuard(c, project.id, 'totp', await accountOfNonce(c, project.id, 'mfa_attempt', body.code));
    await guard.check();
    const attempt = await findUsableCode(db, { projectId: project.id, type: 'mfa_attempt', submitted: body.code, now });
    const userId = typeof attempt.data.user_id === 'string' ? attempt.data.user_id : '';
    const user = await getUser(db, project.id, userId);
    if (!user) throw new KnownErrors.VerificationCodeNotFound();
    const code = normalizeRecoveryCode(body.recovery_code);
    // Only the attempt's own user's codes count, so another account's codes are useless here.
    if (user.totp_secret_base64 === null || code === null || !(await consumeRecoveryCode(db, user.id, recoveryCodeHash(user.id, code), now))) {
      // A wrong code leaves the attempt code unused, so the person can try again (up to the attempt limit).
      await guard.failed();
      throw new KnownErrors.InvalidMfaRecoveryCode();
    }
    await guard.succeeded();
    if (!(await markCodeUsed(db, attempt.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    const result = await signInAs(c, project, user.id, { skipMfa: true, method: parseSignInMethod(attempt.data.method) });
    return json(c, { ...result, is_new_user: attempt.data.is_new_user === true });
  }),
];
