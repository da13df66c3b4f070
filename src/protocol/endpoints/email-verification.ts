// E-mail verification (PROTOCOL.md §5.10): sending the verification mail and redeeming its code (§3.3).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { successResponse } from '../wire/common';
import { contactChannelSendVerificationBody, emailVerificationCheckResponse, emailVerificationCodeBody, sendVerificationEmailBody } from '../wire/email-verification';

export const emailVerificationEndpoints = {
  /** The deprecated form: `email` must be the signed-in user's primary e-mail. */
  sendPrimary: endpoint({ method: 'POST', path: '/contact-channels/send-verification-code', access: ALL_CALLERS, body: sendVerificationEmailBody, requireUser: true, answer: successResponse }),
  /** Mails a verification code for one contact channel. */
  send: endpoint({
    method: 'POST',
    path: '/contact-channels/:user_id/:contact_channel_id/send-verification-code',
    access: ALL_CALLERS,
    body: contactChannelSendVerificationBody,
    answer: successResponse,
  }),
  /** Marks the e-mail of the code verified (no user needed). */
  verify: endpoint({ method: 'POST', path: '/contact-channels/verify', access: ALL_CALLERS, body: emailVerificationCodeBody, answer: successResponse }),
  /** Whether the code is usable, without consuming it. */
  checkCode: endpoint({ method: 'POST', path: '/contact-channels/verify/check-code', access: ALL_CALLERS, body: emailVerificationCodeBody, answer: emailVerificationCheckResponse }),
};
