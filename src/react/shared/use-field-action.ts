// An action of a one-field form (a dialog or a settings form): a failure about that field goes under the
// field, any other into the form's alert; `failures` counts for Form's focus on the invalid field.

import { useRef, useState } from 'react';
import { describeFailure } from '../errors';
import { useTranslation } from '../hooks';
import { useSectionAction, type SectionAction } from './use-action';

type FieldName = NonNullable<ReturnType<typeof describeFailure>['field']>;

export interface FieldAction {
  action: SectionAction;
  /** The failure sentence that belongs under the field, else null. */
  fieldError: string | null;
  /** The failure sentence for the form's alert, else null. */
  formError: string | null;
  failures: number;
  /** A local check failed: the sentence goes under the field and focus to it. */
  invalid(message: string): void;
  reset(): void;
}

export function useFieldAction(fields: readonly FieldName[], own?: (failure: unknown) => string | null): FieldAction {
  const t = useTranslation();
  // Set in the describe callback, which runs just before the action stores its error.
  const aboutField = useRef(false);
  const [failures, setFailures] = useState(0);
  const action = useSectionAction((failure) => {
    setFailures((count) => count + 1);
    const mine = own?.(failure) ?? null;
    if (mine !== null) {
      aboutField.current = false;
      return mine;
    }
    const words = describeFailure(failure, t);
    aboutField.current = words.field !== undefined && fields.includes(words.field);
    return words.message;
  });
  return {
    action,
    fieldError: aboutField.current ? action.error : null,
    formError: aboutField.current ? null : action.error,
    failures,
    invalid(message) {
      aboutField.current = true;
      action.setError(message);
      setFailures((count) => count + 1);
    },
    reset() {
      aboutField.current = false;
      action.setError(null);
    },
  };
}
