// "Create an API key": a description, how long the set works, and which of the three keys it holds
// (at least one). The keys themselves come back once, for the secrets dialog.

import { useId, useState, type ReactNode } from 'react';
import type { InternalApiKeyCreateOptions, InternalApiKeyFirstView } from '../../../core/apps/admin/api-keys';
import { Alert, FieldError, FormDialog, TextField } from '../../../react/ui';
import { useFieldAction } from '../../../react/shared/use-field-action';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { KEY_KINDS, type KeyKind } from './key-kinds';

const DAY_MS = 86_400_000;
const EXPIRY_CHOICES: readonly { days: number; key: ConsoleMessageKey }[] = [
  { days: 1, key: 'api-keys.expiry.1' },
  { days: 7, key: 'api-keys.expiry.7' },
  { days: 30, key: 'api-keys.expiry.30' },
  { days: 90, key: 'api-keys.expiry.90' },
  { days: 365, key: 'api-keys.expiry.365' },
];

export interface CreateKeyDialogProps {
  open: boolean;
  onClose(): void;
  createKey(options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView>;
  onCreated(created: InternalApiKeyFirstView): void;
}

export function CreateKeyDialog(props: CreateKeyDialogProps): ReactNode {
  // Mounted per opening: fresh fields and no old error each time.
  return props.open ? <CreateKeyDialogBody {...props} /> : null;
}

function CreateKeyDialogBody({ onClose, createKey, onCreated }: CreateKeyDialogProps): ReactNode {
  const t = useConsoleT();
  const expiryId = useId();
  const kindsErrorId = useId();
  const [description, setDescription] = useState('');
  const [days, setDays] = useState(90);
  const [kinds, setKinds] = useState<Record<KeyKind, boolean>>({ publishableClientKey: true, secretServerKey: true, superSecretAdminKey: false });
  const [kindsError, setKindsError] = useState(false);
  const [failures, setFailures] = useState(0);
  const create = useFieldAction(['apiKeyDescription']);
  const busy = create.action.busy !== null;

  async function submit(): Promise<void> {
    const text = description.trim();
    const noKind = !Object.values(kinds).some(Boolean);
    setKindsError(noKind);
    if (text === '') return create.invalid(t('api-keys.descriptionRequired'));
    create.reset();
    if (noKind) return setFailures((count) => count + 1);
    let created: InternalApiKeyFirstView | null = null;
    const ok = await create.action.run('create', async () => {
      created = await createKey({
        description: text,
        expiresAt: new Date(Date.now() + days * DAY_MS),
        hasPublishableClientKey: kinds.publishableClientKey,
        hasSecretServerKey: kinds.secretServerKey,
        hasSuperSecretAdminKey: kinds.superSecretAdminKey,
      });
    });
    if (ok && created !== null) onCreated(created);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('api-keys.createTitle')}
      description={t('api-keys.createDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('api-keys.createSubmit')}
      busyLabel={t('api-keys.creating')}
      onSubmit={() => void submit()}
      failureCount={create.failures + failures}
    >
      <TextField
        label={t('api-keys.descriptionLabel')}
        name="description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        hint={t('api-keys.descriptionHint')}
        error={create.fieldError}
      />
      <div className="stack-field" part="field">
        <label className="stack-label" htmlFor={expiryId} part="label">
          {t('api-keys.expiryLabel')}
        </label>
        <select id={expiryId} className="stack-input" part="input" name="expiry" value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.days} value={choice.days}>
              {t(choice.key)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="stack-console-key-kinds" aria-describedby={kindsError ? kindsErrorId : undefined}>
        <legend className="stack-label">{t('api-keys.kindsLabel')}</legend>
        {KEY_KINDS.map(({ kind, name, hint }) => (
          <label key={kind} className="stack-console-key-kind">
            <input
              type="checkbox"
              name={kind}
              checked={kinds[kind]}
              aria-invalid={kindsError || undefined}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setKinds((current) => ({ ...current, [kind]: checked }));
                setKindsError(false);
              }}
            />
            <span className="stack-console-key-kind-text">
              <span className="stack-console-key-kind-name">{t(name)}</span>
              <span className="stack-hint">{t(hint)}</span>
            </span>
          </label>
        ))}
        {kindsError ? <FieldError id={kindsErrorId}>{t('api-keys.kindsRequired')}</FieldError> : null}
      </fieldset>
      {create.formError ? <Alert>{create.formError}</Alert> : null}
    </FormDialog>
  );
}
