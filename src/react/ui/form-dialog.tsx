// A dialog that is one form: Cancel and the submit button in the footer, the fields inside. One place for
// the shape every "create" / "add" / "edit" dialog shares, so they cannot drift apart.

import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Form } from './form';

export interface FormDialogProps {
  /** Default true: most dialogs mount per opening; a dialog that stays mounted passes its state. */
  open?: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  /** True while the action runs: Esc and Cancel do nothing, the submit button shows busyLabel. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** The submit button is disabled (e.g. until what it needs has loaded). */
  submitDisabled?: boolean;
  onSubmit(): void;
  /** Bump after every failed submit: focus goes to the first invalid field or the alert. */
  failureCount: number;
  formClassName?: string;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps): ReactNode {
  const { onClose, busy } = props;
  const formId = useId();
  return (
    <Dialog
      open={props.open ?? true}
      onClose={onClose}
      title={props.title}
      description={props.description}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={props.busyLabel} disabled={props.submitDisabled}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} className={props.formClassName} onSubmit={props.onSubmit} busy={busy} failureCount={props.failureCount}>
        {props.children}
      </Form>
    </Dialog>
  );
}
