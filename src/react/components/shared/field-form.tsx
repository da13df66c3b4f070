// A form that sends one typed value (a name, an e-mail, a code): what comes before the field, the field, the
// submit button naming its progress, and an optional Cancel. Field and buttons wait while any action runs.

import type { FormEvent, ReactNode } from 'react';
import { Field, type FieldProps } from './field';

export interface FieldFormProps {
  field: Omit<FieldProps, 'disabled'>;
  /** The action running now (e.g. a section's `action.busy`), null when idle. */
  busy: string | null;
  /** This form's action: while it runs, the submit button reads `submitting`. */
  action: string;
  submit: string;
  submitting: string;
  /** A destructive submit (red button). */
  danger?: boolean;
  /** A further reason to keep the submit off, such as a confirmation not typed yet. */
  submitDisabled?: boolean;
  onSubmit(): void;
  /** Shows a Cancel button beside the submit. */
  cancel?: { label: string; onCancel(): void };
  className?: string;
  /** The form's accessible name, when it has no heading of its own. */
  label?: string;
  /** What stands above the field: a heading, instructions. */
  children?: ReactNode;
}

export function FieldForm(props: FieldFormProps): ReactNode {
  const { field, busy, action, submit, submitting, danger, submitDisabled, onSubmit, cancel, className, label, children } = props;
  const waiting = busy !== null;
  const running = busy === action;

  function submitted(event: FormEvent): void {
    event.preventDefault();
    onSubmit();
  }

  return (
    // noValidate: the caller checks the value and says what is wrong in its own words.
    <form className={className ? `stack-form ${className}` : 'stack-form'} aria-label={label} noValidate onSubmit={submitted}>
      {children}
      <Field {...field} disabled={waiting} />
      <div className="stack-settings-actions">
        <button type="submit" className={danger ? 'stack-button stack-button-danger' : 'stack-button'} disabled={waiting || submitDisabled} aria-busy={running || undefined}>
          {running ? submitting : submit}
        </button>
        {cancel ? (
          <button type="button" className="stack-button stack-button-secondary" disabled={waiting} onClick={cancel.onCancel}>
            {cancel.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
