// What the pages opened from a mailed link share: reading `code` from the URL, telling a damaged link
// before any request, and the §3.3 code errors in words.

import { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';

/** Why a mailed link cannot be used (PROTOCOL.md §3.3), as the page tells it. */
export type LinkProblem = 'missing' | 'damaged' | 'invalid' | 'expired' | 'used' | 'tooManyAttempts';

const PROBLEM_OF_CODE: Record<string, LinkProblem> = {
  VERIFICATION_CODE_NOT_FOUND: 'invalid',
  VERIFICATION_CODE_EXPIRED: 'expired',
  VERIFICATION_CODE_ALREADY_USED: 'used',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'tooManyAttempts',
};

/** The sentence and title of each problem; 'missing' has a sentence per page. */
export const LINK_PROBLEM_WORDS: Record<Exclude<LinkProblem, 'missing'>, { title: MessageKey; message: MessageKey }> = {
  damaged: { title: 'link.damagedTitle', message: 'code.malformed' },
  invalid: { title: 'link.invalidTitle', message: 'code.notFound' },
  expired: { title: 'link.expiredTitle', message: 'code.expired' },
  used: { title: 'link.usedTitle', message: 'code.alreadyUsed' },
  tooManyAttempts: { title: 'link.tooManyAttemptsTitle', message: 'code.maxAttempts' },
};

/** Every mailed code is 45 base-32 characters (PROTOCOL.md §3.3); anything else is a cut or mangled link. */
const CODE_RE = /^[0-9a-z]{45}$/i;

export function isWellFormedCode(code: string): boolean {
  return CODE_RE.test(code);
}

/** The `code` query parameter of the current page, or null (also outside a browser). */
export function codeFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const code = new URL(window.location.href).searchParams.get('code');
  return code === null || code.trim() === '' ? null : code.trim();
}

/** What is wrong with a code before sending it: missing, damaged, or nothing (null). */
export function codeProblem(code: string | null): LinkProblem | null {
  if (code === null) return 'missing';
  return isWellFormedCode(code) ? null : 'damaged';
}

/** The link problem a failed request means, or null when the failure says nothing about the link (network, server). */
export function linkProblemOf(error: unknown): LinkProblem | null {
  return error instanceof KnownError ? (PROBLEM_OF_CODE[error.code] ?? null) : null;
}

/** A failed request on a link's page: the link problem it means (a code error, or a code the server calls
 * damaged), or null with the words to show beside the form (network, password rules…). */
export function describeLinkFailure(failure: unknown, t: Translate): { problem: LinkProblem | null; words: ReturnType<typeof describeFailure> } {
  const words = describeFailure(failure, t, { link: true });
  const damaged = words.field === 'code' || rejectsTheCode(failure);
  return { problem: linkProblemOf(failure) ?? (damaged ? 'damaged' : null), words };
}

/** A SCHEMA_ERROR about `body.code`: the server refused the link's code itself, not anything typed. */
function rejectsTheCode(failure: unknown): boolean {
  return failure instanceof KnownError && failure.code === 'SCHEMA_ERROR' && /\bbody\.code\b/.test(failure.message);
}

/** A verification-code failure as a sentence for the person who opened the link; other failures as usual. */
export function codeErrorToText(error: unknown, t: Translate): string {
  const problem = linkProblemOf(error);
  return problem && problem !== 'missing' ? t(LINK_PROBLEM_WORDS[problem].message) : describeFailure(error, t, { link: true }).message;
}
