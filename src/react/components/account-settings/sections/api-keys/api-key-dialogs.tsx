// Creating a person's or team's API key: the shared dialogs (src/react/shared/api-key-dialogs) with the
// account-settings words, and a create that survives an unknown outcome (same body on a resend, and a
// new key of this description found in the list means the secret is gone).

import { useRef, type ReactNode } from 'react';
import type { ApiKeyCreationOptions } from '../../../../../core/internal';
import type { CachedValue } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import type { MessageKey } from '../../../../i18n';
import { CreateKeyForm, NewSecretsDialog } from '../../../../shared/api-key-dialogs';
import { useFieldAction } from '../../../../shared/use-field-action';
import { useWrite, writeIdentity } from '../../../shared/use-write';

const DAY_MS = 86_400_000;
const EXPIRY_CHOICES: readonly { value: string; key: MessageKey }[] = [
  { value: 'never', key: 'settings.apiKeys.expiry.never' },
  { value: '7', key: 'settings.apiKeys.expiry.7' },
  { value: '30', key: 'settings.apiKeys.expiry.30' },
  { value: '90', key: 'settings.apiKeys.expiry.90' },
  { value: '365', key: 'settings.apiKeys.expiry.365' },
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
  const create = useFieldAction(['apiKeyDescription'], describe);
  const write = useWrite();
  // A resend must carry the same body (same expiry instant), or a server that replays would not know it.
  const expiryOf = useRef<{ identity: string; at: Date | null } | null>(null);

  async function submit(text: string, expiry: string): Promise<void> {
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
    <CreateKeyForm
      words={{
        title: t('settings.apiKeys.createTitle'),
        description: t('settings.apiKeys.createDescription'),
        cancel: t('settings.apiKeys.cancel'),
        submit: t('settings.apiKeys.createSubmit'),
        busy: t('settings.apiKeys.creating'),
        descriptionLabel: t('settings.apiKeys.descriptionLabel'),
        descriptionHint: t('settings.apiKeys.descriptionHint'),
        descriptionRequired: t('settings.apiKeys.descriptionRequired'),
        expiryLabel: t('settings.apiKeys.expiryLabel'),
      }}
      expiries={EXPIRY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.key) }))}
      initialExpiry="never"
      create={create}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}

/** The new key's secret, once; closing (the confirm button or Esc) forgets it. */
export function NewKeyDialog({ secret, onClose }: { secret: string | null; onClose(): void }): ReactNode {
  const t = useTranslation();
  return (
    <NewSecretsDialog
      secrets={secret === null ? null : [{ id: 'secret', label: t('settings.apiKeys.newKeyLabel'), value: secret }]}
      words={{
        title: t('settings.apiKeys.newKeyTitle'),
        description: t('settings.apiKeys.newKeyNote'),
        done: t('settings.apiKeys.dismiss'),
        copy: t('settings.apiKeys.copy'),
        copied: t('settings.apiKeys.copied'),
        copyFailed: t('settings.apiKeys.copyFailed'),
      }}
      onClose={onClose}
    />
  );
}
