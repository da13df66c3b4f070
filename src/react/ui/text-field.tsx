// The one Input (DESIGN.md §2): label above (with an optional link beside it), hint below in muted text,
// the error below in danger with an icon; aria-invalid and aria-describedby point at hint and error.

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, iconProps } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  /** The field's own error sentence; null/undefined when valid. */
  error?: string | null;
  /** Shown at the end of the label row, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** A control inside the input's end, e.g. the password field's show/hide button. */
  trailing?: ReactNode;
}

// Addresses, passwords and links read left to right in every language; their labels follow the page.
const LTR_CONTENT = new Set(['email', 'password', 'url', 'tel']);

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, hint, error, labelAside, hideLabel, trailing, id: givenId, className, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const input = (
    <input
      ref={ref}
      id={id}
      className="stack-input"
      part="input"
      type={type}
      dir={LTR_CONTENT.has(type) ? 'ltr' : undefined}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByOf(id, hint, error)}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...rest}
    />
  );
  return (
    <div className={['stack-field', className].filter(Boolean).join(' ')} part="field">
      <div className={hideLabel ? 'stack-visually-hidden' : 'stack-field-label-row'}>
        <label className="stack-label" htmlFor={id} part="label">
          {label}
        </label>
        {labelAside}
      </div>
      {trailing ? (
        <div className="stack-input-wrap">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});

/** The ids of a field's error and hint (error first), for its control's aria-describedby. */
export function describedByOf(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

/** Under a field: its error in danger with an icon, then its hint in muted text (ids as describedByOf names them). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }): ReactNode {
  return (
    <>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint ? (
        <p id={`${id}-hint`} className="stack-hint" part="hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return (
    <p id={id} className="stack-field-error" part="error">
      <CircleAlert {...iconProps} size={14} />
      <span>{children}</span>
    </p>
  );
}

export const textFieldCss = `
.stack-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.stack-field-label-row { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; }
.stack-label { font-size: 14px; font-weight: 500; line-height: 1.4; }
.stack-field-label-row .stack-link, .stack-field-label-row .stack-button[data-variant='link'] { font-size: 13px; }
.stack-input { width: 100%; min-height: 36px; padding: 7px 12px; border: 1px solid var(--stack-input); border-radius: calc(var(--stack-radius) - 2px);
  background: var(--stack-card); color: var(--stack-foreground); font-size: 14px; line-height: 1.4;
  transition: border-color 150ms ease-out, box-shadow 150ms ease-out; }
.stack-input::placeholder { color: var(--stack-muted-foreground); }
.stack-input:focus-visible { outline: none; border-color: var(--stack-ring); box-shadow: 0 0 0 3px color-mix(in srgb, var(--stack-ring) 30%, transparent); }
.stack-input[aria-invalid='true'] { border-color: var(--stack-danger); }
.stack-input[aria-invalid='true']:focus-visible { box-shadow: 0 0 0 3px color-mix(in srgb, var(--stack-danger) 25%, transparent); }
.stack-input:disabled { opacity: 0.6; cursor: not-allowed; }
.stack-input[readonly] { background: var(--stack-muted); }
.stack-input-wrap { position: relative; display: flex; }
.stack-input-wrap > .stack-input { padding-inline-end: 40px; }
.stack-input-wrap > .stack-input-toggle { position: absolute; inset-block: 0; inset-inline-end: 0; display: inline-flex; align-items: center;
  justify-content: center; width: 36px; border: 0; border-radius: calc(var(--stack-radius) - 2px); background: none;
  color: var(--stack-muted-foreground); cursor: pointer; }
.stack-input-toggle:hover { color: var(--stack-foreground); }
.stack-input-toggle:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: -2px; }
.stack-input-toggle:disabled { opacity: 0.6; cursor: not-allowed; }
.stack-hint { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-field-error { display: flex; align-items: flex-start; gap: 6px; font-size: 13px; color: var(--stack-danger); }
.stack-field-error svg { flex: none; margin-top: 2px; }
@container (max-width: 479px) { .stack-input { min-height: 40px; font-size: 16px; } }
`;
