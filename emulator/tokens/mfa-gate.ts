// The MFA gate every sign-in passes (PROTOCOL.md §5.1, §5.3): a user with a TOTP secret gets an
// MFA attempt code instead of a session.
import { KnownErrors } from '../../src/protocol/errors';
import { createVerificationCode } from '../codes/verification-codes';
import type { Queryable } from '../db/database';

/** What an MFA attempt code remembers, so /auth/mfa/sign-in can finish the original sign-in. */
export interface MfaAttemptData {
  user_id: string;
  is_new_user: boolean;
}

/** Throws MULTI_FACTOR_AUTHENTICATION_REQUIRED with a fresh attempt code when the user has TOTP. */
export async function assertNoMfaRequired(db: Queryable, projectId: string, userId: string, isNewUser: boolean, now: number): Promise<void> {
  const rows = await db.query<{ totp_secret_base64: string | null }>('SELECT totp_secret_base64 FROM users WHERE id = $1', [userId]);
  if (rows[0]?.totp_secret_base64 == null) return;
  const data: MfaAttemptData = { user_id: userId, is_new_user: isNewUser };
  const attemptCode = await createVerificationCode(db, { projectId, type: 'mfa_attempt', data: { ...data }, now });
  throw new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: attemptCode });
}
