// Dialog (DESIGN.md §2): native <dialog> shown modal (the page behind is inert), Esc cancels, focus goes
// in on open and back to where it was on close. ConfirmDialog names its action and, for the gravest
// ones, asks for a typed word.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Alert } from './form';
import { TextField } from './text-field';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row. */
  footer?: ReactNode;
  /** Keeps Esc from closing while an action runs. */
  busy?: boolean;
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  const active = root.activeElement as HTMLElement | null;
  return active?.shadowRoot ? deepActiveElement(active.shadowRoot) ?? active : active;
}

export function Dialog({ open, onClose, title, description, children, footer, busy }: DialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = deepActiveElement();
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('input:not([disabled]), [data-autofocus]');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="stack-dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 className="stack-dialog-title" id={`${id}-title`}>
        {title}
      </h2>
      {description ? (
        <div className="stack-dialog-description" id={`${id}-description`}>
          {description}
        </div>
      ) : null}
      {children}
      {footer ? <div className="stack-dialog-footer">{footer}</div> : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description: ReactNode;
  /** Names the action: "Delete team", never "Yes". */
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Resolves true when done (the dialog closes), false to stay open and show `error`. */
  onConfirm(): Promise<boolean>;
  error?: string | null;
  tone?: 'danger' | 'primary';
  /** The word to type before the action is allowed (account deletion). */
  confirmWord?: { word: string; label: string };
  children?: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps): ReactNode {
  const { open, onClose, title, description, confirmLabel, busyLabel, cancelLabel, onConfirm, error, tone = 'danger', confirmWord, children } = props;
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const blocked = confirmWord !== undefined && typed.trim() !== confirmWord.word;
  async function confirm(): Promise<void> {
    if (busy || blocked) return;
    setBusy(true);
    try {
      if (await onConfirm()) onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus="">
            {cancelLabel}
          </Button>
          <Button variant={tone} busy={busy} busyLabel={busyLabel} disabled={blocked} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {confirmWord ? <TextField label={confirmWord.label} value={typed} onValueChange={setTyped} autoComplete="off" spellCheck={false} disabled={busy} /> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  );
}

export const dialogCss = `
.stack-dialog { width: min(440px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto; padding: 24px; margin: auto;
  flex-direction: column; gap: 16px; background: var(--stack-card); color: var(--stack-foreground);
  border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) + 4px); box-shadow: var(--_s-shadow-pop); animation: stack-pop-in 150ms ease-out; }
.stack-dialog[open] { display: flex; }
.stack-dialog::backdrop { background: rgb(0 0 0 / 0.5); animation: stack-fade-in 150ms ease-out; }
/* A dark page is dark already: the backdrop must be deeper to set the dialog apart. */
.stack-theme[data-theme='dark'] .stack-dialog::backdrop { background: rgb(0 0 0 / 0.72); }
.stack-dialog-title { font-size: 18px; font-weight: 600; line-height: 1.3; }
.stack-dialog-description { margin-top: -8px; font-size: 14px; color: var(--stack-muted-foreground); }
.stack-dialog-footer { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-top: 8px; }
@media (max-width: 479px) { .stack-dialog-footer { flex-direction: column-reverse; } .stack-dialog-footer .stack-button { width: 100%; } }
`;
