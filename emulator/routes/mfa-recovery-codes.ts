// Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions"): the signed-in user's recovery codes
// (status, a new set) and the MFA step finished with one. Digests only are stored; each code works once.
import { KnownErrors } from '../../src/protocol/errors';
import { mfaRecoveryCodeEndpoints as e } from '../../src/protocol/endpoints/mfa-recovery-codes';
import { json } from '../http';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from '../mfa/recovery-codes';
import { consumeRecoveryCode, recoveryCodeStatus, replaceRecoveryCodes } from '../mfa/store';
import { finishMfaAttempt } from '../mfa/attempt';
import { route, type RouteDef } from '../routing';

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

  route(e.signIn, async (c, { body, auth }) =>
    finishMfaAttempt(
      c,
      auth.project,
      body.code,
      async (user, now) => {
        const code = normalizeRecoveryCode(body.recovery_code);
        // Only the attempt's own user's codes count, so another account's codes are useless here.
        return user.totp_secret_base64 !== null && code !== null && consumeRecoveryCode(c.var.ctx.db, user.id, recoveryCodeHash(user.id, code), now);
      },
      () => new KnownErrors.InvalidMfaRecoveryCode(),
    ),
  ),
];
