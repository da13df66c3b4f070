// Password reset by mailed code, update and set (PROTOCOL.md §5.1).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { successResponse } from '../wire/common';
import { passwordResetBody, passwordResetCheckBody, passwordResetCheckResponse, passwordSetBody, passwordUpdateBody, sendResetCodeBody, sendResetCodeResponse } from '../wire/passwords';

export const passwordEndpoints = {
  /** Mails a reset link when the e-mail belongs to a user (the answer does not say). */
  sendResetCode: endpoint({ method: 'POST', path: '/auth/password/send-reset-code', access: ALL_CALLERS, body: sendResetCodeBody, answer: sendResetCodeResponse }),
  /** Sets the password and ends every session of the user. */
  reset: endpoint({ method: 'POST', path: '/auth/password/reset', access: ALL_CALLERS, body: passwordResetBody, answer: successResponse }),
  /** Whether the reset code is usable, without consuming it. */
  checkResetCode: endpoint({ method: 'POST', path: '/auth/password/reset/check-code', access: ALL_CALLERS, body: passwordResetCheckBody, answer: passwordResetCheckResponse }),
  /** Other sessions end; the one whose refresh token is sent survives. */
  update: endpoint({ method: 'POST', path: '/auth/password/update', access: ALL_CALLERS, body: passwordUpdateBody, requireUser: true, answer: successResponse }),
  /** Gives a user without a password one. */
  set: endpoint({ method: 'POST', path: '/auth/password/set', access: ALL_CALLERS, body: passwordSetBody, requireUser: true, answer: successResponse }),
};
