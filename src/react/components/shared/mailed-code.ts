// What the pages opened from a mailed link share: reading `code` from the URL, and the §3.3 code errors in words.

import { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';

const CODE_MESSAGES: Record<string, MessageKey> = {
  VERIFICATION_CODE_NOT_FOUND: 'code.notFound',
  VERIFICATION_CODE_EXPIRED: 'code.expired',
  VERIFICATION_CODE_ALREADY_USED: 'code.alreadyUsed',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'code.maxAttempts',
};

/** The `code` query parameter of the current page, or null (also outside a browser). */
export function codeFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const code = new URL(window.location.href).searchParams.get('code');
  return code === null || code.trim() === '' ? null : code.trim();
}

/** A verification-code failure as a sentence for the person who opened the link; other failures as usual. */
export function codeErrorToText(error: unknown, t: Translate): string {
  const key = error instanceof KnownError ? CODE_MESSAGES[error.code] : undefined;
  return key ? t(key) : describeFailure(error, t, { link: true }).message;
}
