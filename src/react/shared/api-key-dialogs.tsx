// The two dialogs of creating API keys, for a person's or team's key (account settings) and a project's
// key set (the console): a description and an expiry (plus the caller's own fields), then the new
// secrets, shown once, each with a Copy button, until the person confirms they saved them. The words come
// translated from the caller, whose catalogue they belong to.

import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';
import { Alert } from '../ui/form';
import { FormDialog } from '../ui/form-dialog';
import { SelectField, type SelectOption } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { FieldAction } from './use-field-action';

export interface CreateKeyWords {
  title: string;
  description: string;
  cancel: string;
  submit: string;
  busy: string;
  descriptionLabel: string;
  descriptionHint: string;
  descriptionRequired: string;
  expiryLabel: string;
}

export interface CreateKeyFormProps {
  words: CreateKeyWords;
  /** The expiry choices: a number of days, or 'never'. */
  expiries: readonly SelectOption[];
  initialExpiry: string;
  /** The create action (useFieldAction(['apiKeyDescription'], ...)): its errors show under the description or in the alert. */
  create: FieldAction;
  onClose(): void;
  /** Called with the non-empty description and the chosen expiry once every field is valid. */
  onSubmit(description: string, expiry: string): Promise<void>;
  /** The caller's own fields, after the expiry (the console's key kinds). */
  children?: ReactNode;
  /** Checks those fields on every submit, so all errors show at once; false stops the submit. */
  checkOwn?(): boolean;
  /** Failures of those fields, so the form moves focus to the first invalid one. */
  ownFailures?: number;
}

/** The create form in its dialog; mount it per opening, so each starts with a fresh description and no old error. */
export function CreateKeyForm({ words, expiries, initialExpiry, create, onClose, onSubmit, children, checkOwn, ownFailures = 0 }: CreateKeyFormProps): ReactNode {
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState(initialExpiry);

  async function submit(): Promise<void> {
    const text = description.trim();
    const ownValid = checkOwn?.() ?? true;
    if (text === '') return create.invalid(words.descriptionRequired);
    if (!ownValid) return create.reset();
    await onSubmit(text, expiry);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={words.title}
      description={words.description}
      busy={create.action.busy !== null}
      cancelLabel={words.cancel}
      submitLabel={words.submit}
      busyLabel={words.busy}
      onSubmit={() => void submit()}
      failureCount={create.failures + ownFailures}
    >
      <TextField
        label={words.descriptionLabel}
        name="description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        hint={words.descriptionHint}
        error={create.fieldError}
      />
      <SelectField label={words.expiryLabel} name="expiry" value={expiry} options={expiries} onValueChange={setExpiry} />
      {children}
      {create.formError ? <Alert>{create.formError}</Alert> : null}
    </FormDialog>
  );
}

export interface NewSecret {
  /** Names the secret in the DOM (data-secret-kind). */
  id: string;
  label: string;
  value: string;
  /** The Copy button's accessible name when several secrets are shown ("Copy the secret server key"). */
  copyName?: string;
}

export interface NewSecretsWords {
  title: string;
  description?: string;
  done: string;
  copy: string;
  copied: string;
  /** Said when the clipboard refused; the secret stays selectable by hand either way. */
  copyFailed?: string;
}

export interface NewSecretsDialogProps {
  /** The secrets to show once; null closes the dialog (and forgets them). */
  secrets: readonly NewSecret[] | null;
  words: NewSecretsWords;
  /** Above the secrets, e.g. a warning that they will not be shown again. */
  notice?: ReactNode;
  onClose(): void;
}

export function NewSecretsDialog({ secrets, words, notice, onClose }: NewSecretsDialogProps): ReactNode {
  const [copyFailed, setCopyFailed] = useState(false);
  function close(): void {
    setCopyFailed(false);
    onClose();
  }
  return (
    <Dialog
      open={secrets !== null}
      onClose={close}
      title={words.title}
      description={words.description}
      footer={
        <Button data-autofocus="" onClick={close}>
          {words.done}
        </Button>
      }
    >
      {notice}
      <div className="stack-api-key-secrets" data-new-api-key="">
        {(secrets ?? []).map((secret) => (
          <div key={secret.id} className="stack-api-key-secret" data-secret-kind={secret.id}>
            <TextField
              label={secret.label}
              value={secret.value}
              onValueChange={() => undefined}
              readOnly
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={secret.value} label={words.copy} copiedLabel={words.copied} name={secret.copyName} onCopied={(copied) => setCopyFailed(!copied)} />
          </div>
        ))}
      </div>
      {copyFailed && words.copyFailed ? <Alert>{words.copyFailed}</Alert> : null}
    </Dialog>
  );
}

// Secrets in monospace with Copy beside them; stacked on narrow screens. The console's sheet carries it
// through the end-user sheet (account settings' CSS).
export const newSecretsCss = `
.stack-api-key-secrets { display: flex; flex-direction: column; gap: 16px; }
.stack-api-key-secret { display: flex; align-items: flex-end; gap: 8px; }
.stack-api-key-secret > .stack-field { flex: 1; min-width: 0; }
.stack-api-key-secret .stack-input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
@media (max-width: 479px) { .stack-api-key-secret { flex-direction: column; align-items: stretch; } }
`;
