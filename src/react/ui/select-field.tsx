// The one Select (DESIGN.md §2 Input): a native <select> (its keyboard and screen-reader behaviour are the
// platform's) with the text field's look, label above, hint below in muted text, the error below in
// danger; aria-invalid and aria-describedby point at hint and error, as on TextField.

import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedByOf, FieldNotes } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange(value: string): void;
  hint?: ReactNode;
  /** The field's own error sentence; null/undefined when valid. */
  error?: string | null;
  /** Beside the control, e.g. the "Saved" note of a select that saves on change (null keeps the place, so nothing jumps). */
  aside?: ReactNode;
}

export function SelectField({ label, value, options, onValueChange, hint, error, aside, id: givenId, className, ...rest }: SelectFieldProps): ReactNode {
  const autoId = useId();
  const id = givenId ?? autoId;
  const select = (
    <select
      id={id}
      className="stack-input stack-select"
      part="input"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByOf(id, hint, error)}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...rest}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className={['stack-field', className].filter(Boolean).join(' ')} part="field">
      <label className="stack-label" htmlFor={id} part="label">
        {label}
      </label>
      {aside !== undefined ? (
        <div className="stack-select-row">
          {select}
          {aside}
        </div>
      ) : (
        select
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

// A select keeps a readable width beside its note; alone it fills the field like a text input.
export const selectFieldCss = `
.stack-select-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.stack-select-row > .stack-select { width: auto; max-width: 100%; flex: 0 1 360px; }
`;
