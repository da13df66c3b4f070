// The submit cycle of the auth forms: check locally (every field at once), send one request at a time,
// put a failure in words under its field or in the form's alert, and count failures for Form's focus.
// The words follow a language change: the failure is kept and described again in the new language.

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';
import { useLanguageKey } from '../../i18n/use-locale';

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
  /** What the last send failed with (a KnownError, ...), null after a local check or success: for actions beside the alert. */
  failure: unknown;
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
  // What is shown: nothing, the local check's problems, or a send's failure (kept to be worded again).
  const [shown, setShown] = useState<{ kind: 'none' } | { kind: 'check' } | { kind: 'send'; failure: unknown }>({ kind: 'none' });
  // The latest render's closures (they read the latest field values) and a busy flag no render can lag.
  const latest = useRef(options);
  latest.current = options;
  const running = useRef(false);

  /** The words of a local check's problems, or of a send's failure, in the current language. */
  const words = useCallback(
    (what: { kind: 'check' } | { kind: 'send'; failure: unknown }): { message: string | null; fields: FieldErrors } => {
      const { validate, describe, fields = [] } = latest.current;
      if (what.kind === 'check') {
        const problem = validate();
        if (typeof problem === 'string') return { message: problem, fields: NO_ERRORS };
        return { message: null, fields: problem ?? NO_ERRORS };
      }
      const described = describe ? describe(what.failure) : describeFailure(what.failure, t);
      const { message, field } = typeof described === 'string' ? { message: described, field: undefined } : described;
      return field && fields.includes(field) ? { message: null, fields: { [field]: message } } : { message, fields: NO_ERRORS };
    },
    [t],
  );

  const show = useCallback((message: string | null, fields: FieldErrors) => {
    setError(message);
    setFieldErrors(fields);
  }, []);

  const submit = useCallback(async () => {
    if (running.current) return;
    const { validate, send, onSuccess, onFailure } = latest.current;
    const problem = validate();
    if (problem && (typeof problem === 'string' || Object.values(problem).some(Boolean))) {
      const checked = words({ kind: 'check' });
      show(checked.message, checked.fields);
      setShown({ kind: 'check' });
      setFailureCount((count) => count + 1);
      return;
    }
    running.current = true;
    setBusy(true);
    show(null, NO_ERRORS);
    setShown({ kind: 'none' });
    const failed = (failure: unknown): void => {
      const described = words({ kind: 'send', failure });
      show(described.message, described.fields);
      setShown({ kind: 'send', failure });
      setFailureCount((count) => count + 1);
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
  }, [run, show, words]);

  // A language change words the shown failure again (the latest render's closures speak the new language).
  const language = useLanguageKey();
  const wordedIn = useRef(language);
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    if (shown.kind === 'none') return;
    const again = words(shown);
    show(again.message, again.fields);
  }, [language, shown, show, words]);

  useEffect(() => {
    if (queued > 0) void submit();
  }, [queued, submit]);

  return {
    busy,
    error,
    fieldErrors,
    failureCount,
    failure: shown.kind === 'send' ? shown.failure : null,
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
