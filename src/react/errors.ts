// Turns any failure into a sentence: known API errors keep their own message, network failures
// and surprises get a sentence from the i18n table. Never shows a stack trace or a raw code.

import { KnownError } from '../protocol/errors/known-error';
import type { Translate } from './i18n';

export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return true;
  if (/network|fetch|ECONNREFUSED|timed? ?out/i.test(`${error.name} ${error.message}`)) return true;
  return error.cause !== undefined && error.cause !== error && isNetworkFailure(error.cause);
}

export function errorToText(error: unknown, t: Translate): string {
  if (error instanceof KnownError && error.message) return error.message;
  if (isNetworkFailure(error)) return t('error.network');
  return t('error.unexpected');
}

/** A numeric detail of a known error (e.g. PASSWORD_TOO_SHORT's min_length), if present. */
export function numericDetail(error: KnownError, key: string): number | undefined {
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** TEMP shim (the words helper writes the real one): a failure as a sentence, with the field it belongs to. */
export function describeFailure(
  failure: unknown,
  t: Translate,
  _context?: { link?: boolean },
): { message: string; field?: 'email' | 'password' | 'newPassword' | 'code' | 'displayName' | 'teamName' | 'apiKeyDescription' | 'expiresAt' | 'profileImage'; code?: string } {
  return { message: errorToText(failure, t) };
}
