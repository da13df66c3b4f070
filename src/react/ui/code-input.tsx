// The code input (DESIGN.md §2): one real <input> (one-time-code autofill, paste, screen readers)
// laid over six boxes that show the characters; it calls onComplete once every box is filled.

import { forwardRef, useId, type ReactNode } from 'react';
import { describedByOf, FieldNotes } from './text-field';

export interface CodeInputProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Called with the full code when the last character arrives. */
  onComplete?(code: string): void;
  length?: number;
  /** digits: TOTP; alphanumeric: the e-mailed sign-in code. */
  charset?: 'digits' | 'alphanumeric';
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { label, value, onValueChange, onComplete, length = 6, charset = 'digits', error, hint, disabled, autoFocus, name = 'code' },
  ref,
) {
  const id = useId();
  const clean = (raw: string): string =>
    (charset === 'digits' ? raw.replace(/\D/g, '') : raw.replace(/[^0-9a-z]/gi, '').toUpperCase()).slice(0, length);
  const chars = value.split('');
  const active = Math.min(value.length, length - 1);
  return (
    <div className="stack-field" part="field">
      <label className="stack-label" htmlFor={id} part="label">
        {label}
      </label>
      {/* A code reads left to right in every language: its first character in the first box. */}
      <div className="stack-code" data-length={length} dir="ltr">
        <div className="stack-code-boxes" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span key={index} className="stack-code-box" data-filled={chars[index] ? '' : undefined} data-active={index === active ? '' : undefined} data-invalid={error ? '' : undefined}>
              {chars[index] ?? ''}
            </span>
          ))}
        </div>
        <input
          ref={ref}
          id={id}
          name={name}
          className="stack-code-input"
          part="input"
          value={value}
          inputMode={charset === 'digits' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={length}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          onChange={(event) => {
            const next = clean(event.currentTarget.value);
            onValueChange(next);
            if (next.length === length && value.length !== length) onComplete?.(next);
          }}
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});

export const codeInputCss = `
.stack-code { position: relative; width: 100%; direction: ltr; }
.stack-code-boxes { display: grid; grid-template-columns: repeat(6, 1fr); gap: 8px; }
.stack-code-box { display: grid; place-items: center; height: 44px; border: 1px solid var(--stack-input); border-radius: calc(var(--stack-radius) - 2px);
  background: var(--stack-card); font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.stack-code-box[data-invalid] { border-color: var(--stack-danger); }
.stack-code:focus-within .stack-code-box[data-active] { border-color: var(--stack-ring); box-shadow: 0 0 0 3px color-mix(in srgb, var(--stack-ring) 30%, transparent); }
.stack-code-input { position: absolute; inset: 0; width: 100%; height: 100%; padding: 0; border: 0; opacity: 0; font-size: 16px; letter-spacing: 2.2em; caret-color: transparent; cursor: text; }
.stack-code-input:disabled { cursor: not-allowed; }
.stack-code:has(.stack-code-input:disabled) .stack-code-boxes { opacity: 0.6; }
`;
