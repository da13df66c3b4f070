// Sign-in by mailed code or magic link (PROTOCOL.md §5.2, codes per §3.3).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { flaggedSignInResponse } from '../wire/auth';
import { otpCheckCodeResponse, otpCodeBody, otpSendSignInCodeBody, otpSendSignInCodeResponse } from '../wire/otp';

export const otpEndpoints = {
  /** Mails the code and the link; answers the nonce the typed code is completed with. */
  sendSignInCode: endpoint({ method: 'POST', path: '/auth/otp/send-sign-in-code', access: ALL_CALLERS, body: otpSendSignInCodeBody, answer: otpSendSignInCodeResponse }),
  /** Signs in (or up) with the whole code; a signed-in anonymous caller is upgraded. */
  signIn: endpoint({ method: 'POST', path: '/auth/otp/sign-in', access: ALL_CALLERS, body: otpCodeBody, answer: flaggedSignInResponse }),
  /** Whether the code would sign in, without consuming it. */
  checkCode: endpoint({ method: 'POST', path: '/auth/otp/sign-in/check-code', access: ALL_CALLERS, body: otpCodeBody, answer: otpCheckCodeResponse }),
};
