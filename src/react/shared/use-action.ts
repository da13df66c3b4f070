// A mutation of an account-settings section or a console page: one at a time, progress while it runs, a
// failure in words with the form field it concerns (describeFailure), so the sentence can stand under it.

import { useState } from 'react';
import { KnownError } from '../../protocol/errors/known-error';
import { describeFailure, type FailureWords, type FieldName } from '../errors';
import { useRunAction, useTranslation } from '../hooks';

export interface SectionAction {
  /** The name of the action running now (e.g. 'save', 'delete:<id>'), null when idle. */
  busy: string | null;
  error: string | null;
  /** The field the error is about, when it is about one. */
  field: FieldName | null;
  /** The name of the action whose failure `error` describes (null for a local check). */
  failed: string | null;
  /** Counts failures: a form's failureCount, so focus goes to the invalid field. */
  failures: number;
  /** Runs `action` unless another runs; a thrown error or a returned KnownError is shown. True on success. */
  run(name: string, action: () => Promise<unknown>): Promise<boolean>;
  setError(message: string | null, field?: FieldName | null): void;
}

/** A section's own words for a failure: a sentence, or a sentence with its field; null for the general words. */
export type DescribeSectionFailure = (failure: unknown) => string | FailureWords | null;

export function useSectionAction(describe?: DescribeSectionFailure): SectionAction {
  const t = useTranslation();
  const runAction = useRunAction();
  const [busy, setBusy] = useState<string | null>(null);
  const [state, setState] = useState<{ error: string | null; field: FieldName | null; failed: string | null }>({ error: null, field: null, failed: null });
  const [failures, setFailures] = useState(0);

  function fail(name: string, failure: unknown): void {
    const own = describe?.(failure) ?? null;
    const words = own === null ? describeFailure(failure, t) : typeof own === 'string' ? { message: own } : own;
    setState({ error: words.message, field: words.field ?? null, failed: name });
    setFailures((count) => count + 1);
  }

  async function run(name: string, action: () => Promise<unknown>): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(name);
    setState({ error: null, field: null, failed: null });
    try {
      const answer = await runAction(action);
      const failure = answer instanceof KnownError ? answer : isErrorResult(answer) ? answer.error : null;
      if (failure !== null) {
        fail(name, failure);
        return false;
      }
      return true;
    } catch (failure: unknown) {
      fail(name, failure);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    ...state,
    failures,
    run,
    setError: (message, field = null) => {
      setState({ error: message, field: message === null ? null : field, failed: null });
      if (message !== null) setFailures((count) => count + 1);
    },
  };
}

/** The error to show under `field` of the form that runs `name`, else null (it goes to the section's alert). */
export function fieldError(action: SectionAction, field: FieldName, names: readonly (string | null)[]): string | null {
  return action.error !== null && action.field === field && names.includes(action.failed) ? action.error : null;
}

function isErrorResult(value: unknown): value is { status: 'error'; error: unknown } {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'error' && 'error' in value;
}
