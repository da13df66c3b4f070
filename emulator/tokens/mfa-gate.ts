// The MFA gate every sign-in passes (PROTOCOL.md §5.1, §5.3): a user with a TOTP secret gets an
// MFA attempt code instead of a session.
import { KnownErrors } from '../../src/protocol/errors';
import { createVerificationCode } from '../codes/verification-codes';
import type { Queryable } from '../db/database';
import type { SignInMethod } from '../metrics/activity';
import type { UserRecord } from '../users/store';

/** What an MFA attempt code remembers, so /auth/mfa/sign-in can finish the original sign-in. */
export interface MfaAttemptData {
  user_id: string;
  is_new_user: boolean;
  /** The interrupted sign-in's method, recorded when the second factor completes it. */
  method: SignInMethod;
}

/** Throws MULTI_FACTOR_AUTHENTICATION_REQUIRED with a fresh attempt code when the user (just read) has TOTP. */
export async function assertNoMfaRequired(
  db: Queryable,
  projectId: string,
  user: Pick<UserRecord, 'id' | 'totp_secret_base64'>,
  isNewUser: boolean,
  method: SignInMethod,
  now: number,
): Promise<void> {
  if (user.totp_secret_base64 == null) return;
  const data: MfaAttemptData = { user_id: user.id, is_new_user: isNewUser, method };
  const attemptCode = await createVerificationCode(db, { projectId, type: 'mfa_attempt', data: { ...data }, now });
  throw new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: attemptCode });
}
