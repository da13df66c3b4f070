// The failure an error redirect carries in its query (PROTOCOL.md §5.5: errorCode, message, details), in our words.

import { knownErrorClassFor } from '../../../protocol/errors/client';
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
  // Neither the query's details nor its message are read: the code alone picks the words.
  if (cls) return describeFailure(new cls(undefined, code), t).message;
  return isAccessDenied(query) ? t('error.providerDenied') : null;
}

/** Whether the person said no at the provider (the title then says "cancelled", not "failed"). */
export function isAccessDenied(query: URLSearchParams): boolean {
  return errorCodeFromQuery(query) === 'OAUTH_PROVIDER_ACCESS_DENIED' || query.get('error') === 'access_denied';
}
