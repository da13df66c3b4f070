// The words for a failed code: the verification-code errors get sentences about the typed code.

import { KnownErrors } from '../../../protocol/errors';
import { errorToText } from '../../errors';
import type { Translate } from '../../i18n';

export function describeMagicLinkError(failure: unknown, t: Translate): string {
  if (failure instanceof KnownErrors.VerificationCodeNotFound) return t('magicLink.codeWrong');
  if (failure instanceof KnownErrors.VerificationCodeExpired) return t('magicLink.codeExpired');
  if (failure instanceof KnownErrors.VerificationCodeAlreadyUsed) return t('magicLink.codeUsed');
  if (failure instanceof KnownErrors.VerificationCodeMaxAttemptsReached) return t('magicLink.tooManyAttempts');
  return errorToText(failure, t);
}
