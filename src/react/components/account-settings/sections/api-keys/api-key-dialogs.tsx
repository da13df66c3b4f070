// The two dialogs of creating an API key: description and expiry, then the secret, shown once with a
// copy button until the person confirms they saved it.

import { useId, useRef, useState, type ReactNode } from 'react';
import type { ApiKeyCreationOptions } from '../../../../../core/apps/user/api-keys';
import type { CachedValue } from '../../../../../core/cache';
import { useTranslation } from '../../../../hooks';
import type { MessageKey } from '../../../../i18n';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Alert } from '../../../../ui/form';
import { FormDialog } from '../../../../ui/form-dialog';
import { Check, Copy, iconProps } from '../../../../ui/icons';
import { TextField } from '../../../../ui/text-field';
import { useFieldAction } from '../../../../shared/use-field-action';
import { useWrite, writeIdentity } from '../../../shared/use-write';

const DAY_MS = 86_400_000;
const EXPIRY_CHOICES: readonly { days: number | null; key: MessageKey }[] = [
  { days: null, key: 'settings.apiKeys.expiry.never' },
  { days: 7, key: 'settings.apiKeys.expiry.7' },
  { days: 30, key: 'settings.apiKeys.expiry.30' },
  { days: 90, key: 'settings.apiKeys.expiry.90' },
  { days: 365, key: 'settings.apiKeys.expiry.365' },
];

export interface CreateKeyDialogProps {
  open: boolean;
  onClose(): void;
  createKey(options: ApiKeyCreationOptions): Promise<{ value: string }>;
  /** Owner-specific words for a failure (null: the general words). */
  describe(failure: unknown): string | null;
  /** The full secret of the new key. */
  onCreated(value: string): void;
  /** The owner's key list: after an unknown outcome, a new key of this description is looked for in it. */
  keys?: CachedValue<readonly { id: string; description: string }[]>;
}

export function CreateKeyDialog(props: CreateKeyDialogProps): ReactNode {
  // Mounted per opening: a fresh description and no old error each time.
  return props.open ? <CreateKeyDialogBody {...props} /> : null;
}

function CreateKeyDialogBody({ onClose, createKey, describe, onCreated, keys }: CreateKeyDialogProps): ReactNode {
  const t = useTranslation();
  const expiryId = useId();
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState('never');
  const create = useFieldAction(['apiKeyDescription'], describe);
  const busy = create.action.busy !== null;
  const write = useWrite();
  // A resend must carry the same body (same expiry instant), or a server that replays would not know it.
  const expiryOf = useRef<{ identity: string; at: Date | null } | null>(null);

  async function submit(): Promise<void> {
    const text = description.trim();
    if (text === '') return create.invalid(t('settings.apiKeys.descriptionRequired'));
    const days = expiry === 'never' ? null : Number(expiry);
    const identity = writeIdentity(text, days);
    if (expiryOf.current?.identity !== identity) expiryOf.current = { identity, at: days === null ? null : new Date(Date.now() + days * DAY_MS) };
    const expiresAt = expiryOf.current.at;
    // An object, so the assignment inside the callback survives TypeScript's narrowing.
    const made: { value?: string | false } = {};
    const ok = await create.action.run('create', async () => {
      made.value = await write.run<string | false>({
        identity,
        snapshot: async () => (keys ? new Set((await keys.refresh()).map((key) => key.id)) : undefined),
        send: async (key) => (await createKey({ description: text, expiresAt, idempotencyKey: key })).value,
        // A new key of this description is this write's: created, but its secret is gone (false).
        find: async (before) => {
          if (!keys || !(before instanceof Set)) return null;
          return (await keys.refresh()).some((key) => key.description === text && !before.has(key.id)) ? false : null;
        },
      });
    });
    if (!ok) return;
    if (typeof made.value === 'string') onCreated(made.value);
    else if (made.value === false) create.action.setError(t('error.apiKeySecretLost'));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('settings.apiKeys.createTitle')}
      description={t('settings.apiKeys.createDescription')}
      busy={busy}
      cancelLabel={t('settings.apiKeys.cancel')}
      submitLabel={t('settings.apiKeys.createSubmit')}
      busyLabel={t('settings.apiKeys.creating')}
      onSubmit={() => void submit()}
      failureCount={create.failures}
    >
      <TextField
        label={t('settings.apiKeys.descriptionLabel')}
        name="description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        hint={t('settings.apiKeys.descriptionHint')}
        error={create.fieldError}
      />
      <div className="stack-field" part="field">
        <label className="stack-label" htmlFor={expiryId} part="label">
          {t('settings.apiKeys.expiryLabel')}
        </label>
        <select id={expiryId} className="stack-input" part="input" name="expiry" value={expiry} onChange={(event) => setExpiry(event.currentTarget.value)}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.key} value={choice.days === null ? 'never' : String(choice.days)}>
              {t(choice.key)}
            </option>
          ))}
        </select>
      </div>
      {create.formError ? <Alert>{create.formError}</Alert> : null}
    </FormDialog>
  );
}

/** The new key's secret, once; closing (the confirm button or Esc) forgets it. */
export function NewKeyDialog({ secret, onClose }: { secret: string | null; onClose(): void }): ReactNode {
  const t = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyValue(value: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  function close(): void {
    setCopy('idle');
    onClose();
  }

  return (
    <Dialog
      open={secret !== null}
      onClose={close}
      title={t('settings.apiKeys.newKeyTitle')}
      description={t('settings.apiKeys.newKeyNote')}
      footer={
        <Button data-autofocus="" onClick={close}>
          {t('settings.apiKeys.dismiss')}
        </Button>
      }
    >
      <div className="stack-api-key-secret" data-new-api-key="">
        <TextField
          label={t('settings.apiKeys.newKeyLabel')}
          value={secret ?? ''}
          onValueChange={() => undefined}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          icon={copy === 'copied' ? <Check {...iconProps} /> : <Copy {...iconProps} />}
          onClick={() => void copyValue(secret ?? '')}
        >
          {copy === 'copied' ? t('settings.apiKeys.copied') : t('settings.apiKeys.copy')}
        </Button>
      </div>
      {copy === 'failed' ? <Alert>{t('settings.apiKeys.copyFailed')}</Alert> : null}
    </Dialog>
  );
}
