// POST /auth/mfa/sign-in (PROTOCOL.md §5.3): finishes a sign-in that MULTI_FACTOR_AUTHENTICATION_REQUIRED
// interrupted, given the attempt code and a TOTP code over the user's secret.
import { TOTP, Secret } from 'otpauth';
import { KnownErrors } from '../../src/protocol/errors';
import { mfaEndpoints as e } from '../../src/protocol/endpoints/mfa';
import { accountOfNonce } from '../abuse/codes';
import { attemptGuard } from '../abuse/guard';
import { findUsableCode, markCodeUsed } from '../codes/lookup';
import { json } from '../http';
import { route, type RouteDef } from '../routing';
import { parseSignInMethod } from '../metrics/activity';
import { signInAs } from '../tokens/issue';
import { getUser } from '../users/store';


/** RFC 6238 as the real API checks it: SHA-1, 6 digits, 30 s, one period of drift either way. */
export function isValidTotp(secretBase64: string, totp: string, nowMillis: number): boolean {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.validate({ token: totp, secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: nowMillis, window: 1 }) !== null;
}

export const mfaRoutes: RouteDef[] = [
  route(e.signIn, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    // Checked before the lookup, which would spend one of the attempt code's 20 tries (§3.3).
    const guard = attemptGuard(c, project.id, 'totp', await accountOfNonce(c, project.id, 'mfa_attempt', body.code));
    await guard.check();
    const attempt = await findUsableCode(db, { projectId: project.id, type: 'mfa_attempt', submitted: body.code, now });
    const userId = typeof attempt.data.user_id === 'string' ? attempt.data.user_id : '';
    const user = await getUser(db, project.id, userId);
    if (!user) throw new KnownErrors.VerificationCodeNotFound();
    // A wrong TOTP leaves the attempt code unused, so the person can try again (up to the attempt limit).
    if (user.totp_secret_base64 === null || !isValidTotp(user.totp_secret_base64, body.totp, now)) {
      await guard.failed();
      throw new KnownErrors.InvalidTotpCode();
    }
    await guard.succeeded();
    if (!(await markCodeUsed(db, attempt.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    const result = await signInAs(c, project, user.id, { skipMfa: true, method: parseSignInMethod(attempt.data.method) });
    return json(c, { ...result, is_new_user: attempt.data.is_new_user === true });
  }),
];
