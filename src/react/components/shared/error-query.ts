// The failure an error redirect carries in its query (PROTOCOL.md §5.5: errorCode, message, details), in our words.

import { knownErrorClassFor, type KnownErrorDetails } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import { t as translate, type Translate } from '../../i18n';

/** The code of an error redirect's query, if any. */
export function errorCodeFromQuery(query: URLSearchParams): string | null {
  return query.get('errorCode') ?? query.get('error_code');
}

/** Whether the query carries a failure at all (a code, or the OAuth `error` parameter). */
export function hasErrorInQuery(query: URLSearchParams): boolean {
  return errorCodeFromQuery(query) !== null || query.has('error');
}

/**
 * Our sentence for an error redirect's query: a known code's words, "access denied" for the provider's
 * refusal, else null (the page's generic sentence). Never the query's message: anyone can craft the link.
 */
export function errorTextFromQuery(query: URLSearchParams, t: Translate = translate): string | null {
  const code = errorCodeFromQuery(query) ?? '';
  const cls = knownErrorClassFor(code);
  // The code stands in for the message, so no wording is built from the (untrusted) details.
  if (cls) return describeFailure(new cls(parseDetails(query.get('details')), code), t).message;
  return isAccessDenied(query) ? t('error.providerDenied') : null;
}

/** Whether the person said no at the provider (the title then says "cancelled", not "failed"). */
export function isAccessDenied(query: URLSearchParams): boolean {
  return errorCodeFromQuery(query) === 'OAUTH_PROVIDER_ACCESS_DENIED' || query.get('error') === 'access_denied';
}

function parseDetails(raw: string | null): KnownErrorDetails | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as KnownErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}
