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
