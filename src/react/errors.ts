// Turns any failure into a sentence people understand (./errors/describe.ts): known API errors by
// code, schema failures by the field they concern, timeouts, network failures and surprises from
// the i18n table. Never shows a stack trace, a raw code, a field path or schema text.

import type { Translate } from './i18n';
import { describeFailure } from './errors/describe';

export { describeFailure, isNetworkFailure, numericDetail, type FailureContext, type FailureWords } from './errors/describe';
export type { FieldName } from './errors/schema';

/** The sentence of describeFailure, for places that show one message and no field. */
export function errorToText(error: unknown, t: Translate): string {
  return describeFailure(error, t).message;
}
