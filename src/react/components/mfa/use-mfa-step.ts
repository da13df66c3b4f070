// Lets a sign-in form switch to its MFA step in place: a MULTI_FACTOR_AUTHENTICATION_REQUIRED answer
// becomes the step's attempt code instead of an error line.

import { useCallback, useState } from 'react';
import { mfaAttemptCodeOf } from '../../../core/internal';
import { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';

export interface MfaStep {
  /** Set once a sign-in asked for the second factor. */
  attemptCode: string | null;
  /** Passes a sign-in's result through, except an MFA interruption, which opens the step. */
  intercept(pending: Promise<Result<undefined, KnownError>>): Promise<Result<undefined, KnownError>>;
  /** Leaves the step (its "Back" button): the attempt is dropped. */
  reset(): void;
}

export function useMfaStep(): MfaStep {
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
  const intercept = useCallback(async (pending: Promise<Result<undefined, KnownError>>) => {
    const result = await pending;
    const code = result.status === 'error' ? mfaAttemptCodeOf(result.error) : null;
    if (code === null) return result;
    setAttemptCode(code);
    return Result.ok(undefined);
  }, []);
  const reset = useCallback(() => setAttemptCode(null), []);
  return { attemptCode, intercept, reset };
}
