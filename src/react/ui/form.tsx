// A form's frame: native submission (password managers see a real <form>), the form-level alert, and
// focus after a failed submit on the first invalid field, else on the alert, so focus never drops to <body>.

import { useLayoutEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, iconProps } from './icons';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit(): void;
  /** Bump after every failed submit: focus moves to the first invalid field or the alert. */
  failureCount?: number;
  busy?: boolean;
  children: ReactNode;
}

export function Form({ onSubmit, failureCount = 0, busy, className, children, ...rest }: FormProps): ReactNode {
  const ref = useRef<HTMLFormElement>(null);
  // In the commit that shows the failure, before paint: a passive effect could leave a frame (or a quick
  // keystroke) with focus on <body>, where the disabled submit button dropped it.
  useLayoutEffect(() => {
    if (failureCount === 0 || !ref.current) return;
    const target = ref.current.querySelector<HTMLElement>('[aria-invalid="true"], .stack-alert[data-kind="error"]');
    target?.focus();
  }, [failureCount]);
  function submitted(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    // noValidate: fields say what is wrong in our words, not the browser's bubble.
    <form ref={ref} className={['stack-form', className].filter(Boolean).join(' ')} part="form" noValidate aria-busy={busy || undefined} onSubmit={submitted} {...rest}>
      {children}
    </form>
  );
}

export type AlertKind = 'error' | 'success' | 'info';

/** A message for the whole form or screen; errors are announced and can take focus. */
export function Alert({ kind = 'error', children, action }: { kind?: AlertKind; children: ReactNode; action?: ReactNode }): ReactNode {
  const Icon = kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className="stack-alert" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'} tabIndex={kind === 'error' ? -1 : undefined} part={kind === 'error' ? 'error' : undefined}>
      <Icon {...iconProps} />
      <div className="stack-alert-body">
        <p>{children}</p>
        {action}
      </div>
    </div>
  );
}

export const formCss = `
.stack-form { display: flex; flex-direction: column; gap: 16px; }
.stack-alert { display: flex; align-items: flex-start; gap: 8px; padding: 10px 12px; border: 1px solid var(--stack-border);
  border-radius: calc(var(--stack-radius) - 2px); font-size: 13px; line-height: 1.45; }
.stack-alert > svg { flex: none; margin-top: 1px; }
.stack-alert-body { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; min-width: 0; overflow-wrap: anywhere; }
.stack-alert[data-kind='error'] { color: color-mix(in srgb, var(--stack-danger) 82%, var(--stack-foreground)); border-color: color-mix(in srgb, var(--stack-danger) 40%, transparent); background: var(--_s-danger-soft); }
.stack-alert[data-kind='error']:focus-visible { outline-offset: 1px; }
.stack-alert[data-kind='success'] { color: var(--stack-success); border-color: color-mix(in srgb, var(--stack-success) 40%, transparent); }
.stack-alert[data-kind='info'] { color: var(--stack-foreground); background: var(--stack-muted); border-color: transparent; }
.stack-alert[data-kind='info'] > svg { color: var(--stack-muted-foreground); }
`;
