// E-mail verification (PROTOCOL.md §5.10): sending the mail (deprecated primary-e-mail form and per-channel form) and redeeming its code.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { successResponse } from '../wire/common';
import {
  contactChannelSendVerificationBody,
  emailVerificationCheckResponse,
  emailVerificationCodeBody,
  sendVerificationEmailBody,
} from '../wire/email-verification';

export const emailVerificationEndpoints = {
  /** Mails a code for the signed-in user's primary e-mail (`email` must be it). */
  sendPrimary: endpoint({ method: 'POST', path: '/contact-channels/send-verification-code', access: ALL_CALLERS, body: sendVerificationEmailBody, requireUser: true, answer: successResponse }),
  /** Mails a code for one channel (a client: its own). */
  send: endpoint({
    method: 'POST',
    path: '/contact-channels/:user_id/:contact_channel_id/send-verification-code',
    access: ALL_CALLERS,
    body: contactChannelSendVerificationBody,
    answer: successResponse,
  }),
  /** Marks the code's e-mail verified (no user needed). */
  verify: endpoint({ method: 'POST', path: '/contact-channels/verify', access: ALL_CALLERS, body: emailVerificationCodeBody, answer: successResponse }),
  /** Whether the code is usable, without consuming it. */
  checkCode: endpoint({ method: 'POST', path: '/contact-channels/verify/check-code', access: ALL_CALLERS, body: emailVerificationCodeBody, answer: emailVerificationCheckResponse }),
};
