// The one Button (DESIGN.md §2): primary, secondary, ghost, danger, link. A busy button keeps its
// width (both labels share one grid cell), shows a spinner and its verb, and is disabled. A full-width
// button's width is its container's, so its busy face is rendered only while busy (fewer nodes per form).

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'icon';
  /** Shows the spinner and `busyLabel`, and disables the button. */
  busy?: boolean;
  busyLabel?: string;
  /** An icon 8 px left of the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, busyLabel, icon, fullWidth, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  const part = variant === 'link' || variant === 'ghost' ? 'button' : `button button-${variant}`;
  return (
    <button
      ref={ref}
      type={type}
      part={part}
      className={['stack-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full={fullWidth ? '' : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      <span className="stack-button-face" data-active={busy ? undefined : ''} aria-hidden={busy || undefined}>
        {icon}
        {children === undefined || children === null ? null : <span className="stack-button-label">{children}</span>}
      </span>
      {busy || (busyLabel !== undefined && !fullWidth) ? (
        <span className="stack-button-face" data-active={busy ? '' : undefined} aria-hidden={busy ? undefined : true}>
          <Spinner />
          {busyLabel ? <span className="stack-button-label">{busyLabel}</span> : null}
        </span>
      ) : null}
    </button>
  );
});

export const buttonCss = `
.stack-button { position: relative; display: inline-grid; align-items: center; justify-items: center; min-height: 36px;
  padding: 0 16px; border: 1px solid transparent; border-radius: calc(var(--stack-radius) - 2px); font-size: 14px; font-weight: 500;
  line-height: 1.2; cursor: pointer; text-decoration: none; white-space: nowrap; user-select: none; -webkit-tap-highlight-color: transparent;
  transition: background-color 150ms ease-out, border-color 150ms ease-out, color 150ms ease-out, box-shadow 150ms ease-out; }
.stack-button > .stack-button-face { grid-area: 1 / 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-width: 0; }
.stack-button > .stack-button-face:not([data-active]) { visibility: hidden; }
.stack-button-label { overflow: hidden; text-overflow: ellipsis; }
.stack-button[data-full] { display: grid; width: 100%; }
.stack-button[data-size='sm'] { min-height: 32px; padding: 0 12px; font-size: 13px; }
.stack-button[data-size='icon'] { min-height: 32px; width: 32px; padding: 0; }
.stack-button:disabled { cursor: not-allowed; opacity: 0.55; }
.stack-button[aria-busy='true'] { cursor: progress; opacity: 0.8; }
.stack-button[data-variant='primary'] { background: var(--stack-primary); color: var(--stack-primary-foreground); }
.stack-button[data-variant='primary']:hover:not(:disabled) { background: color-mix(in srgb, var(--stack-primary) 88%, var(--stack-background)); }
.stack-button[data-variant='secondary'] { background: var(--stack-card); color: var(--stack-foreground); border-color: var(--stack-border); box-shadow: 0 1px 2px rgb(0 0 0 / 0.04); }
.stack-button[data-variant='secondary']:hover:not(:disabled) { background: var(--stack-muted); }
.stack-button[data-variant='ghost'] { background: transparent; color: var(--stack-foreground); }
.stack-button[data-variant='ghost']:hover:not(:disabled) { background: var(--stack-muted); }
.stack-button[data-variant='danger'] { background: var(--stack-danger); color: var(--stack-danger-foreground); }
.stack-button[data-variant='danger']:hover:not(:disabled) { background: color-mix(in srgb, var(--stack-danger) 88%, var(--stack-foreground)); }
.stack-button[data-variant='link'] { min-height: 0; padding: 0; border: 0; background: none; color: var(--stack-foreground); font-weight: 500;
  text-decoration: underline; text-underline-offset: 3px; text-decoration-color: var(--stack-input); }
.stack-button[data-variant='link']:hover:not(:disabled) { text-decoration-color: currentColor; }
@container (max-width: 479px) { .stack-button[data-full] { min-height: 40px; } }
`;
