// The submit cycle of the auth forms: check locally (every field at once), send one request at a time,
// put a failure in words under its field or in the form's alert, and count failures for Form's focus.

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Result } from '../../../core/result';
import type { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';

/** A sentence per field name ('email', 'password', 'repeatPassword', 'code', ...). */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** A failure in words, with the field it belongs under (none: the form's alert). */
export interface DescribedFailure {
  message: string;
  field?: string;
}

export interface FormSubmitOptions {
  /** Null when the input may be sent; else a sentence for the alert, or one per invalid field. */
  validate(): string | FieldErrors | null;
  send(): Promise<Result<undefined, KnownError>>;
  onSuccess(): void;
  /** The words for a failure, returned or thrown; default describeFailure. */
  describe?(failure: unknown): string | DescribedFailure;
  /** After a failed send (e.g. to empty a code field). */
  onFailure?(): void;
  /** The fields this form shows errors under; a failure naming another field goes to the alert. */
  fields?: readonly string[];
}

export interface FormSubmit {
  busy: boolean;
  /** The form-level sentence (the Alert), or null. */
  error: string | null;
  fieldErrors: FieldErrors;
  /** Bumped after every failed submit: give it to Form's failureCount. */
  failureCount: number;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Submits after the next render, so state set in the same event (a completed code) is seen. */
  submitSoon(): void;
  /** Forgets the shown errors (e.g. a new code was sent: the old code's error no longer applies). */
  clear(): void;
}

const NO_ERRORS: FieldErrors = {};

export function useFormSubmit(options: FormSubmitOptions): FormSubmit {
  const t = useTranslation();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [failureCount, setFailureCount] = useState(0);
  const [queued, setQueued] = useState(0);
  // The latest render's closures (they read the latest field values) and a busy flag no render can lag.
  const latest = useRef(options);
  latest.current = options;
  const running = useRef(false);

  const fail = useCallback((message: string | null, fields: FieldErrors) => {
    setError(message);
    setFieldErrors(fields);
    setFailureCount((count) => count + 1);
  }, []);

  const submit = useCallback(async () => {
    if (running.current) return;
    const { validate, send, onSuccess, describe, onFailure, fields = [] } = latest.current;
    const problem = validate();
    if (typeof problem === 'string') return fail(problem, NO_ERRORS);
    if (problem && Object.values(problem).some(Boolean)) return fail(null, problem);
    running.current = true;
    setBusy(true);
    setError(null);
    setFieldErrors(NO_ERRORS);
    const failed = (failure: unknown): void => {
      const described = describe ? describe(failure) : describeFailure(failure, t);
      const { message, field } = typeof described === 'string' ? { message: described, field: undefined } : described;
      if (field && fields.includes(field)) fail(null, { [field]: message });
      else fail(message, NO_ERRORS);
      onFailure?.();
    };
    try {
      const result = await run(send);
      if (result.status === 'error') failed(result.error);
      else onSuccess();
    } catch (failure: unknown) {
      failed(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [fail, run, t]);

  useEffect(() => {
    if (queued > 0) void submit();
  }, [queued, submit]);

  return {
    busy,
    error,
    fieldErrors,
    failureCount,
    onSubmit: (event) => {
      event?.preventDefault();
      void submit();
    },
    submitSoon: () => setQueued((count) => count + 1),
    // Not through fail(): no failure happened, so Form must not move focus.
    clear: () => {
      setError(null);
      setFieldErrors(NO_ERRORS);
    },
  };
}
