// A labelled input and the form's alert line, shared by the forms.

import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  value: string;
  autoComplete: string;
  disabled?: boolean;
  hint?: string;
  onChange(value: string): void;
}

export function Field({ label, type, name, value, autoComplete, disabled, hint, onChange }: FieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="stack-field">
      <label className="stack-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="stack-input"
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint ? (
        <span id={hintId} className="stack-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null }): ReactNode {
  // The live region stays mounted so screen readers announce each new message.
  return (
    <p className="stack-error" role="alert" aria-live="assertive">
      {message ?? ''}
    </p>
  );
}
