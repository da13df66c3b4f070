// One mapping from any failure to a sentence people understand, with the form field it concerns.
// The code is kept for the console and event details; it is never part of the sentence.

import { RequestTimeoutError, StackConnectionError, StackHttpError, UnexpectedAnswerError } from '../../core/internal';
import { WriteOutcomeUnknownError } from '../../core/internal';
import { KnownError } from '../../protocol/errors/known-error';
import type { MessageKey, Translate } from '../i18n';
import { wordsForCode } from './codes';
import { mainSchemaProblem, type FieldName, type SchemaProblem } from './schema';

export interface FailureWords {
  /** The sentence to show. */
  message: string;
  /** The form field the failure is about, when it is about one. */
  field?: FieldName;
  /** A machine code for the console and event details (the known error's code), never rendered. */
  code?: string;
}

export interface FailureContext {
  /** The code at hand came inside a link (a mailed link's page): a damaged code means a damaged link. */
  link?: boolean;
}

/** Sentence for a schema failure of each field: [anything wrong, missing value]. */
const FIELD_WORDS: Record<FieldName, [MessageKey, MessageKey]> = {
  email: ['error.field.email', 'error.field.email'],
  password: ['form.passwordRequired', 'form.passwordRequired'],
  newPassword: ['error.field.newPassword', 'error.field.newPassword'],
  code: ['error.field.code', 'error.field.code'],
  displayName: ['error.field.name', 'error.field.name'],
  teamName: ['error.field.name', 'settings.teams.nameRequired'],
  apiKeyDescription: ['settings.apiKeys.descriptionRequired', 'settings.apiKeys.descriptionRequired'],
  expiresAt: ['error.field.expiresAt', 'error.field.expiresAt'],
  profileImage: ['settings.profile.imageRejected', 'settings.profile.imageRejected'],
};

export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RequestTimeoutError || error instanceof StackConnectionError) return true;
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return true;
  if (/network|fetch|ECONNREFUSED|timed? ?out/i.test(`${error.name} ${error.message}`)) return true;
  return error.cause !== undefined && error.cause !== error && isNetworkFailure(error.cause);
}

/** A numeric detail of a known error (e.g. PASSWORD_TOO_SHORT's min_length), if present. */
export function numericDetail(error: KnownError, key: string): number | undefined {
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function describeFailure(failure: unknown, t: Translate, context: FailureContext = {}): FailureWords {
  // A write whose answer was lost and whose effect was not found: say so, and that trying again is safe.
  if (failure instanceof WriteOutcomeUnknownError) return { message: t('error.outcomeUnknown'), code: 'OUTCOME_UNKNOWN' };
  if (failure instanceof RequestTimeoutError) return { message: t('error.timeout'), code: 'REQUEST_TIMEOUT' };
  if (failure instanceof KnownError) return { ...describeKnownError(failure, t, context.link === true), code: failure.code };
  if (isNetworkFailure(failure)) return { message: t('error.network'), code: 'NETWORK_ERROR' };
  // A server answer without the fields the page needs: the person can only try again; the code says why.
  if (failure instanceof UnexpectedAnswerError) return { message: t('error.unexpected'), code: 'UNEXPECTED_ANSWER' };
  if (failure instanceof StackHttpError) {
    return { message: t(failure.status === 429 ? 'error.tooManyRequests' : 'error.unexpected'), code: `HTTP_${failure.status}` };
  }
  return { message: t('error.unexpected') };
}

function describeKnownError(error: KnownError, t: Translate, link: boolean): Omit<FailureWords, 'code'> {
  switch (error.code) {
    // SPEC.md §5 wording, with the bound the server sent.
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG': {
      const short = error.code === 'PASSWORD_TOO_SHORT';
      const n = numericDetail(error, short ? 'min_length' : 'maxLength') ?? numericDetail(error, short ? 'minLength' : 'max_length');
      const message = n === undefined ? t('error.passwordRules') : t(short ? 'password.tooShort' : 'password.tooLong', { n });
      return { message, field: 'password' };
    }
    case 'SCHEMA_ERROR':
      return describeSchemaProblem(mainSchemaProblem(schemaText(error)), t, link);
    case 'ALL_OVERLOADS_FAILED':
      return describeSchemaProblem(overloadProblem(error), t, link);
  }
  const words = wordsForCode(error.code, link);
  return words.field === undefined ? { message: t(words.key) } : { message: t(words.key), field: words.field };
}

function describeSchemaProblem(problem: SchemaProblem, t: Translate, link: boolean): Omit<FailureWords, 'code'> {
  switch (problem.kind) {
    case 'signedOut':
      return { message: t('error.signedOut') };
    case 'setup':
      return { message: t('error.setup') };
    case 'other':
      return { message: t('error.invalidInput') };
  }
  const { field, rule, limit } = problem;
  if (field === 'code' && link) return { message: t('error.field.link'), field };
  if (rule === 'tooLong' && limit !== undefined) {
    const passwordField = field === 'password' || field === 'newPassword';
    return { message: t(passwordField ? 'password.tooLong' : 'error.field.tooLong', { n: limit }), field };
  }
  const [invalid, missing] = FIELD_WORDS[field];
  return { message: t(rule === 'missing' ? missing : invalid), field };
}

function schemaText(error: KnownError): string {
  const details: unknown = error.details;
  const message = typeof details === 'object' && details !== null ? (details as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : error.message;
}

/** ALL_OVERLOADS_FAILED lists each shape's own failure: the first that names a field speaks for all. */
function overloadProblem(error: KnownError): SchemaProblem {
  const overloads: unknown = (error.details as { overload_errors?: unknown } | undefined)?.overload_errors;
  let fallback: SchemaProblem = { kind: 'other' };
  for (const overload of Array.isArray(overloads) ? overloads : []) {
    const body = overload as { details?: { message?: unknown }; error?: unknown } | null;
    const text = body?.details?.message ?? body?.error;
    if (typeof text !== 'string') continue;
    const problem = mainSchemaProblem(text);
    if (problem.kind === 'field') return problem;
    if (fallback.kind === 'other') fallback = problem;
  }
  return fallback;
}
