// A toggle switch (role="switch") with its label and an optional description.

import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  busy?: boolean;
}

export function Switch({ label, description, checked, onChange, disabled, busy }: SwitchProps): ReactNode {
  const id = useId();
  return (
    <div className="stack-switch-row">
      <div className="stack-switch-text">
        <label className="stack-label" htmlFor={id}>
          {label}
        </label>
        {description ? (
          <p className="stack-hint" id={`${id}-description`}>
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        className="stack-switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
      >
        <span className="stack-switch-thumb" />
      </button>
    </div>
  );
}

export const switchCss = `
.stack-switch-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.stack-switch-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.stack-switch { position: relative; flex: none; width: 40px; height: 22px; padding: 0; border: 1px solid var(--stack-input); border-radius: 999px;
  background: var(--stack-muted); cursor: pointer; transition: background-color 150ms ease-out, border-color 150ms ease-out; }
.stack-switch-thumb { position: absolute; top: 2px; inset-inline-start: 2px; width: 16px; height: 16px; border-radius: 50%; background: var(--stack-muted-foreground);
  transition: transform 150ms ease-out, background-color 150ms ease-out; }
.stack-switch[aria-checked='true'] { background: var(--stack-primary); border-color: var(--stack-primary); }
.stack-switch[aria-checked='true'] .stack-switch-thumb { transform: translateX(18px); background: var(--stack-primary-foreground); }
.stack-switch[aria-checked='true']:dir(rtl) .stack-switch-thumb { transform: translateX(-18px); }
.stack-switch:disabled { opacity: 0.55; cursor: not-allowed; }
`;
