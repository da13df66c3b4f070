// POST /auth/mfa/sign-in (PROTOCOL.md §5.3): finishes a sign-in that MULTI_FACTOR_AUTHENTICATION_REQUIRED
// interrupted, given the attempt code and a TOTP code over the user's secret.
import { TOTP, Secret } from 'otpauth';
import { KnownErrors } from '../../src/protocol/errors';
import { mfaEndpoints as e } from '../../src/protocol/endpoints/mfa';
import { finishMfaAttempt } from '../mfa/attempt';
import { route, type RouteDef } from '../routing';


/** RFC 6238 as the real API checks it: SHA-1, 6 digits, 30 s, one period of drift either way. */
export function isValidTotp(secretBase64: string, totp: string, nowMillis: number): boolean {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.validate({ token: totp, secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: nowMillis, window: 1 }) !== null;
}

export const mfaRoutes: RouteDef[] = [
  route(e.signIn, async (c, { body, auth }) =>
    finishMfaAttempt(
      c,
      auth.project,
      body.code,
      async (user, now) => user.totp_secret_base64 !== null && isValidTotp(user.totp_secret_base64, body.totp, now),
      () => new KnownErrors.InvalidTotpCode(),
    ),
  ),
];
