// The second factor of a sign-in (PROTOCOL.md §5.3).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { flaggedSignInResponse } from '../wire/auth';
import { mfaSignInBody } from '../wire/mfa';

export const mfaEndpoints = {
  /** Finishes a sign-in interrupted by MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
  signIn: endpoint({ method: 'POST', path: '/auth/mfa/sign-in', access: ALL_CALLERS, body: mfaSignInBody, answer: flaggedSignInResponse }),
};
