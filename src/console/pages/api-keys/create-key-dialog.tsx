// "Create an API key": a description, how long the set works, and which of the three keys it holds
// (at least one), in the shared create dialog (src/react/shared/api-key-dialogs). The keys themselves
// come back once, for the secrets dialog.

import { useId, useState, type ReactNode } from 'react';
import type { InternalApiKeyCreateOptions, InternalApiKeyFirstView } from '../../../core/internal';
import { CreateKeyForm } from '../../../react/shared/api-key-dialogs';
import { useFieldAction } from '../../../react/shared/use-field-action';
import { FieldError } from '../../../react/ui';
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
  const kindsErrorId = useId();
  const [kinds, setKinds] = useState<Record<KeyKind, boolean>>({ publishableClientKey: true, secretServerKey: true, superSecretAdminKey: false });
  const [kindsError, setKindsError] = useState(false);
  const [failures, setFailures] = useState(0);
  const create = useFieldAction(['apiKeyDescription']);

  function checkKinds(): boolean {
    const some = Object.values(kinds).some(Boolean);
    setKindsError(!some);
    if (!some) setFailures((count) => count + 1);
    return some;
  }

  async function submit(description: string, expiry: string): Promise<void> {
    let created: InternalApiKeyFirstView | null = null;
    const ok = await create.action.run('create', async () => {
      created = await createKey({
        description,
        expiresAt: new Date(Date.now() + Number(expiry) * DAY_MS),
        hasPublishableClientKey: kinds.publishableClientKey,
        hasSecretServerKey: kinds.secretServerKey,
        hasSuperSecretAdminKey: kinds.superSecretAdminKey,
      });
    });
    if (ok && created !== null) onCreated(created);
  }

  return (
    <CreateKeyForm
      words={{
        title: t('api-keys.createTitle'),
        description: t('api-keys.createDescription'),
        cancel: t('console.cancel'),
        submit: t('api-keys.createSubmit'),
        busy: t('api-keys.creating'),
        descriptionLabel: t('api-keys.descriptionLabel'),
        descriptionHint: t('api-keys.descriptionHint'),
        descriptionRequired: t('api-keys.descriptionRequired'),
        expiryLabel: t('api-keys.expiryLabel'),
      }}
      expiries={EXPIRY_CHOICES.map((choice) => ({ value: String(choice.days), label: t(choice.key) }))}
      initialExpiry="90"
      create={create}
      onClose={onClose}
      onSubmit={submit}
      checkOwn={checkKinds}
      ownFailures={failures}
    >
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
    </CreateKeyForm>
  );
}
