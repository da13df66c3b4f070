// Password reset, update and set, and e-mail verification (PROTOCOL.md §5.1, §5.10), with the error
// handling of the official SDK: the failures it expects come back as values, anything else throws.

import { KnownError, KnownErrors } from '../../protocol/errors/client';
import type { SessionLike } from '../http/pipeline';
import type { ClientBaseInterface } from '../interface/client-base-interface';
import { Result } from '../result';

type ErrorFamily = abstract new (...args: never[]) => KnownError;

/** Runs `request`; a known error of one of `expected` becomes Result.error, other failures throw. */
async function expecting(request: () => Promise<unknown>, expected: readonly ErrorFamily[]): Promise<Result<undefined, KnownError>> {
  try {
    await request();
    return Result.ok(undefined);
  } catch (error) {
    if (error instanceof KnownError && expected.some((family) => error instanceof family)) return Result.error(error);
    throw error;
  }
}

/** The same, for the user methods that answer the error itself (or undefined) instead of a Result. */
async function errorOrVoid(request: () => Promise<unknown>, expected: readonly ErrorFamily[]): Promise<KnownError | undefined> {
  const result = await expecting(request, expected);
  return result.status === 'error' ? result.error : undefined;
}

export const CALLBACK_URL_REQUIRED = (method: string, urlName: string): string =>
  `${method} needs options.callbackUrl when there is no current page to make urls.${urlName} absolute.`;

export const NO_PRIMARY_EMAIL_MESSAGE = 'Cannot send a verification e-mail: the user has no primary e-mail address.';

/** POST /auth/password/send-reset-code. Expected: USER_NOT_FOUND (as the official SDK; the server never sends it). */
export function sendForgotPasswordEmail(api: ClientBaseInterface, email: string, callbackUrl: string): Promise<Result<undefined, KnownError>> {
  return expecting(() => api.passwords.sendResetCode({ email, callback_url: callbackUrl }), [KnownErrors.UserNotFound]);
}

/** POST /auth/password/reset/check-code. Expected: the verification-code errors. */
export function verifyPasswordResetCode(api: ClientBaseInterface, code: string): Promise<Result<undefined, KnownError>> {
  return expecting(() => api.passwords.checkResetCode(code), [KnownErrors.VerificationCodeError]);
}

/** POST /auth/password/reset. Expected: the verification-code errors (a rejected password throws, as in the official SDK). */
export function resetPassword(api: ClientBaseInterface, options: { code: string; password: string }): Promise<Result<undefined, KnownError>> {
  return expecting(() => api.passwords.reset({ code: options.code, password: options.password }), [KnownErrors.VerificationCodeError]);
}

/** POST /contact-channels/verify. Expected: the verification-code errors. */
export function verifyEmail(api: ClientBaseInterface, code: string): Promise<Result<undefined, KnownError>> {
  return expecting(() => api.contactChannels.verify(code), [KnownErrors.VerificationCodeError]);
}

/** POST /auth/password/update. Answers PASSWORD_CONFIRMATION_MISMATCH or a PASSWORD_REQUIREMENTS_NOT_MET error, else undefined. */
export function updatePassword(
  api: ClientBaseInterface,
  session: SessionLike,
  options: { oldPassword: string; newPassword: string },
): Promise<KnownError | undefined> {
  return errorOrVoid(
    () => api.passwords.update(session, { old_password: options.oldPassword, new_password: options.newPassword }),
    [KnownErrors.PasswordConfirmationMismatch, KnownErrors.PasswordRequirementsNotMet],
  );
}

/** POST /auth/password/set. Answers a PASSWORD_REQUIREMENTS_NOT_MET error, else undefined. */
export function setPassword(api: ClientBaseInterface, session: SessionLike, options: { password: string }): Promise<KnownError | undefined> {
  return errorOrVoid(() => api.passwords.set(session, { password: options.password }), [KnownErrors.PasswordRequirementsNotMet]);
}

/** POST /contact-channels/send-verification-code for the primary e-mail. Answers EMAIL_ALREADY_VERIFIED, else undefined. */
export function sendVerificationEmail(
  api: ClientBaseInterface,
  session: SessionLike,
  primaryEmail: string,
  callbackUrl: string,
): Promise<KnownError | undefined> {
  return errorOrVoid(() => api.contactChannels.sendPrimaryEmailVerification(session, { email: primaryEmail, callback_url: callbackUrl }), [KnownErrors.EmailAlreadyVerified]);
}
