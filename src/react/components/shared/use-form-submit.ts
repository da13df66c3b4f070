// The submit cycle of the credential forms: check locally, send one request at a time, show a failure in words.

import { useState, type FormEvent } from 'react';
import type { Result } from '../../../core/result';
import type { KnownError } from '../../../protocol/errors/known-error';
import { errorToText } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';

export interface FormSubmitOptions {
  /** The message to show instead of sending, or null when the input may be sent. */
  validate(): string | null;
  send(): Promise<Result<undefined, KnownError>>;
  onSuccess(): void;
  /** The sentence for a failure, returned or thrown; default errorToText. */
  describe?(failure: unknown): string;
}

export interface FormSubmit {
  busy: boolean;
  error: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function useFormSubmit({ validate, send, onSuccess, describe }: FormSubmitOptions): FormSubmit {
  const t = useTranslation();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toText = describe ?? ((failure: unknown) => errorToText(failure, t));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const problem = validate();
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const result = await run(send);
      if (result.status === 'error') setError(toText(result.error));
      else onSuccess();
    } catch (failure: unknown) {
      setError(toText(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, onSubmit: (event) => void submit(event) };
}
