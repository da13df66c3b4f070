// A mutation of an account-settings section: one at a time, progress while it runs, a failure in words.

import { useState } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { errorToText } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';

export interface SectionAction {
  /** The name of the action running now (e.g. 'save', 'delete:<id>'), null when idle. */
  busy: string | null;
  error: string | null;
  /** Runs `action` unless another runs; a thrown error or a returned KnownError is shown. True on success. */
  run(name: string, action: () => Promise<unknown>): Promise<boolean>;
  setError(message: string | null): void;
}

export function useSectionAction(describe?: (failure: unknown) => string | null): SectionAction {
  const t = useTranslation();
  const runAction = useRunAction();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toText = (failure: unknown): string => describe?.(failure) ?? errorToText(failure, t);

  async function run(name: string, action: () => Promise<unknown>): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(name);
    setError(null);
    try {
      const answer = await runAction(action);
      const failure = answer instanceof KnownError ? answer : isErrorResult(answer) ? answer.error : null;
      if (failure !== null) {
        setError(toText(failure));
        return false;
      }
      return true;
    } catch (failure: unknown) {
      setError(toText(failure));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, run, setError };
}

function isErrorResult(value: unknown): value is { status: 'error'; error: unknown } {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'error' && 'error' in value;
}
