// Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions"): API routes under
// /extensions/ that only a server announcing the feature at GET /emulator/features serves.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { flaggedSignInResponse } from '../wire/auth';
import { emptyBody } from '../wire/common';
import { mfaRecoveryCodeSignInBody, mfaRecoveryCodesCreated, mfaRecoveryCodeStatus } from '../wire/mfa-recovery-codes';

export const mfaRecoveryCodeEndpoints = {
  /** The signed-in user's codes: how many are left (never the codes themselves). */
  status: endpoint({ method: 'GET', path: '/extensions/mfa/recovery-codes', access: ALL_CALLERS, requireUser: true, answer: mfaRecoveryCodeStatus }),
  /** A new set for the signed-in user (two-factor must be on); the old set stops working. */
  regenerate: endpoint({ method: 'POST', path: '/extensions/mfa/recovery-codes', access: ALL_CALLERS, requireUser: true, body: emptyBody, answer: mfaRecoveryCodesCreated }),
  /** Finishes a sign-in interrupted by MULTI_FACTOR_AUTHENTICATION_REQUIRED with a recovery code; answers as /auth/mfa/sign-in. */
  signIn: endpoint({ method: 'POST', path: '/extensions/mfa/recovery-code-sign-in', access: ALL_CALLERS, body: mfaRecoveryCodeSignInBody, answer: flaggedSignInResponse }),
};
