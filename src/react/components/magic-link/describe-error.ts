// The words for a failed code: the verification-code errors get sentences about the typed code.

import { KnownErrors } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';

function codeMessageKey(failure: unknown): MessageKey | null {
  if (failure instanceof KnownErrors.VerificationCodeNotFound) return 'magicLink.codeWrong';
  if (failure instanceof KnownErrors.VerificationCodeExpired) return 'magicLink.codeExpired';
  if (failure instanceof KnownErrors.VerificationCodeAlreadyUsed) return 'magicLink.codeUsed';
  if (failure instanceof KnownErrors.VerificationCodeMaxAttemptsReached) return 'magicLink.tooManyAttempts';
  return null;
}

/** A code failure belongs under the code field; anything else (network, server) goes to the alert. */
export function describeMagicLinkFailure(failure: unknown, t: Translate): { message: string; field?: 'code' } {
  const key = codeMessageKey(failure);
  return key ? { message: t(key), field: 'code' } : { message: describeFailure(failure, t).message };
}

export function describeMagicLinkError(failure: unknown, t: Translate): string {
  return describeMagicLinkFailure(failure, t).message;
}

/**
 * The address belongs to an account whose e-mail is not verified (the server's would_work_if_email_was_verified):
 * codes work only for verified addresses, so the person signs in the way the account was made.
 */
export function isUnverifiedAccountFailure(failure: unknown): boolean {
  if (!(failure instanceof KnownErrors.UserEmailAlreadyExists)) return false;
  const details: unknown = failure.details;
  return typeof details === 'object' && details !== null && (details as { would_work_if_email_was_verified?: unknown }).would_work_if_email_was_verified === true;
}
