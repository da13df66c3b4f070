// A form that sends one typed value (a name, an e-mail, a code): what comes before the field, the field, the
// submit button naming its progress, and an optional Cancel. Field and buttons wait while any action runs.

import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Actions } from '../../ui/feedback';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';

export interface FieldFormField {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  value: string;
  autoComplete: string;
  hint?: string;
  /** This field's error sentence, linked to it with aria-describedby. */
  error?: string | null;
  onChange(value: string): void;
}

export interface FieldFormProps {
  field: FieldFormField;
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
  /** Bump after a failed submit so focus goes to the invalid field. */
  failureCount?: number;
  /** Beside the buttons, e.g. a SavedNote. */
  status?: ReactNode;
  /** What stands above the field: a heading, instructions. */
  children?: ReactNode;
}

export function FieldForm(props: FieldFormProps): ReactNode {
  const { field, busy, action, submit, submitting, danger, submitDisabled, onSubmit, cancel, className, label, failureCount, status, children } = props;
  const waiting = busy !== null;
  const running = busy === action;
  return (
    <Form className={className} aria-label={label} onSubmit={onSubmit} busy={running} failureCount={failureCount}>
      {children}
      <TextField
        label={field.label}
        type={field.type}
        name={field.name}
        value={field.value}
        autoComplete={field.autoComplete}
        hint={field.hint}
        error={field.error}
        disabled={waiting}
        onValueChange={field.onChange}
      />
      <Actions>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={(waiting && !running) || submitDisabled} busy={running} busyLabel={submitting}>
          {submit}
        </Button>
        {cancel ? (
          <Button variant="secondary" disabled={waiting} onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        ) : null}
        {status}
      </Actions>
    </Form>
  );
}
