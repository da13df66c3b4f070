// Segmented control / tabs (e.g. "E-mail code | Password"): the WAI-ARIA tabs pattern with a roving
// tab stop; arrows, Home and End move and select.

import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SegmentOption<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange(value: T): void;
  /** The id of the panel the tabs control (aria-controls). */
  panelId?: string;
  idPrefix?: string;
}

export function SegmentedControl<T extends string>({ label, options, value, onChange, panelId, idPrefix }: SegmentedControlProps<T>): ReactNode {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const index = options.findIndex((option) => option.id === value);
    const last = options.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[(next + options.length) % options.length]!;
    onChange(option.id);
    refs.current.get(option.id)?.focus();
  }
  return (
    <div className="stack-segmented" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const selected = option.id === value;
        return (
          <button
            key={option.id}
            ref={(node) => {
              if (node) refs.current.set(option.id, node);
              else refs.current.delete(option.id);
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${option.id}` : undefined}
            className="stack-segment"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.id)}
          >
            {option.icon}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

export const segmentedCss = `
.stack-segmented { display: grid; grid-auto-columns: 1fr; grid-auto-flow: column; gap: 4px; padding: 4px; border-radius: var(--stack-radius); background: var(--stack-muted); }
.stack-segment { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 30px; padding: 0 12px; border: 0;
  border-radius: calc(var(--stack-radius) - 3px); background: transparent; color: var(--stack-muted-foreground); font-size: 13px; font-weight: 500; cursor: pointer;
  white-space: nowrap; transition: background-color 150ms ease-out, color 150ms ease-out; }
.stack-segment:hover { color: var(--stack-foreground); }
.stack-segment[aria-selected='true'] { background: var(--stack-card); color: var(--stack-foreground); box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
`;
