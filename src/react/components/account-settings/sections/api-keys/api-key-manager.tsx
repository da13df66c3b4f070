// Creating, listing and revoking API keys, shared by the personal keys section and the team keys panel:
// the new key's full value is shown once, listed keys by their last four characters, revoke after confirming.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CachedValue } from '../../../../../core/cache';
import type { ApiKeyBase, ApiKeyCreationOptions } from '../../../../../core/apps/user/api-keys';
import { StackHttpError } from '../../../../../core/http/errors';
import { useTranslation } from '../../../../hooks';
import type { MessageKey, Translate } from '../../../../i18n';
import { Field } from '../../../shared/field';
import { useCached } from '../../use-cached';
import { useSectionAction } from '../../use-action';

const DAY_MS = 86_400_000;
const EXPIRY_CHOICES: readonly { days: number | null; key: MessageKey }[] = [
  { days: null, key: 'settings.apiKeys.expiry.never' },
  { days: 7, key: 'settings.apiKeys.expiry.7' },
  { days: 30, key: 'settings.apiKeys.expiry.30' },
  { days: 90, key: 'settings.apiKeys.expiry.90' },
  { days: 365, key: 'settings.apiKeys.expiry.365' },
];

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

/** A user or team key as listed. */
export type ListedApiKey = ApiKeyBase & { value: { lastFour: string } };

function expiryText(key: ListedApiKey, t: Translate): string {
  if (key.whyInvalid() === 'expired') return t('settings.apiKeys.expired');
  return key.expiresAt ? t('settings.apiKeys.expiresOn', { date: formatDate(key.expiresAt) }) : t('settings.apiKeys.neverExpires');
}

export interface ApiKeyManagerProps {
  /** The owner's key list (user.apiKeysCache() or team.apiKeysCache()). */
  keys: CachedValue<ListedApiKey[]>;
  createKey(options: ApiKeyCreationOptions): Promise<{ value: string }>;
  /** Puts the body into the owner's frame (a section or a team panel) with its failure and success lines. */
  frame(body: ReactNode, status: { error: string | null; notice: string | null }): ReactNode;
  /** Owner-specific words for a failure (null: the generic text). */
  describeFailure?: (failure: unknown) => string | null;
}

export function ApiKeyManager({ keys: keysCache, createKey, frame, describeFailure }: ApiKeyManagerProps): ReactNode {
  const t = useTranslation();
  const keys = useCached(keysCache);
  // The feature switch answers plain text (PROTOCOL.md §5.17); say it in the user's words.
  const action = useSectionAction((failure) =>
    describeFailure?.(failure) ??
    (failure instanceof StackHttpError && failure.status === 400 && /not enabled/.test(failure.body) ? t('settings.apiKeys.disabled') : null),
  );
  const [description, setDescription] = useState('');
  const [expiryDays, setExpiryDays] = useState<string>('never');
  const [created, setCreated] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const expiryId = useId();
  const newKeyId = useId();
  const busy = action.busy !== null;

  async function create(event: FormEvent): Promise<void> {
    event.preventDefault();
    setNotice(null);
    if (description.trim() === '') {
      action.setError(t('settings.apiKeys.descriptionRequired'));
      return;
    }
    const days = expiryDays === 'never' ? null : Number(expiryDays);
    let value: string | null = null;
    const ok = await action.run('create', async () => {
      const key = await createKey({
        description: description.trim(),
        expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
      });
      value = key.value;
    });
    if (ok && value !== null) {
      setCreated(value);
      setCopyState('idle');
      setDescription('');
    }
  }

  async function copy(value: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  async function revoke(key: ListedApiKey): Promise<void> {
    setNotice(null);
    const ok = await action.run(`revoke:${key.id}`, () => key.revoke());
    setConfirming(null);
    if (ok) setNotice(t('settings.apiKeys.revokedNotice'));
  }

  const loadError = keys.status === 'error' ? t('settings.apiKeys.loadFailed') : null;

  return frame(
    <>
      {created !== null ? (
        <div className="stack-api-key-created" data-new-api-key="">
          <label className="stack-label" htmlFor={newKeyId}>
            {t('settings.apiKeys.newKeyLabel')}
          </label>
          <input id={newKeyId} className="stack-input stack-api-key-value" readOnly value={created} onFocus={(event) => event.currentTarget.select()} />
          <p className="stack-notice">{t('settings.apiKeys.newKeyNote')}</p>
          <div className="stack-settings-actions">
            <button type="button" className="stack-button" onClick={() => void copy(created)}>
              {t('settings.apiKeys.copy')}
            </button>
            <button
              type="button"
              className="stack-button-secondary"
              onClick={() => {
                setCreated(null);
                setCopyState('idle');
              }}
            >
              {t('settings.apiKeys.dismiss')}
            </button>
          </div>
          {copyState === 'copied' ? (
            <p className="stack-notice" role="status">
              {t('settings.apiKeys.copied')}
            </p>
          ) : null}
          {copyState === 'failed' ? (
            <p className="stack-error" role="alert">
              {t('settings.apiKeys.copyFailed')}
            </p>
          ) : null}
        </div>
      ) : null}

      <form className="stack-form" onSubmit={(event) => void create(event)} noValidate>
        <Field
          label={t('settings.apiKeys.descriptionLabel')}
          type="text"
          name="description"
          value={description}
          autoComplete="off"
          disabled={busy}
          onChange={setDescription}
        />
        <div className="stack-field">
          <label className="stack-label" htmlFor={expiryId}>
            {t('settings.apiKeys.expiryLabel')}
          </label>
          <select id={expiryId} className="stack-input" name="expiry" value={expiryDays} disabled={busy} onChange={(event) => setExpiryDays(event.currentTarget.value)}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.key} value={choice.days === null ? 'never' : String(choice.days)}>
                {t(choice.key)}
              </option>
            ))}
          </select>
        </div>
        <div className="stack-settings-actions">
          <button type="submit" className="stack-button" disabled={busy} aria-busy={action.busy === 'create' || undefined}>
            {action.busy === 'create' ? t('settings.apiKeys.creating') : t('settings.apiKeys.create')}
          </button>
        </div>
      </form>

      {keys.status === 'loading' ? <p className="stack-settings-description">{t('settings.apiKeys.loading')}</p> : null}
      {keys.status === 'error' ? (
        <button type="button" className="stack-button-secondary" onClick={keys.retry}>
          {t('action.retry')}
        </button>
      ) : null}
      {keys.status === 'ready' && keys.value.length === 0 ? <p className="stack-settings-description">{t('settings.apiKeys.empty')}</p> : null}
      {keys.status === 'ready' && keys.value.length > 0 ? (
        <ul className="stack-settings-list">
          {keys.value.map((key) => {
            const revoked = key.whyInvalid() === 'manually-revoked';
            return (
              <li key={key.id} className="stack-settings-item" data-api-key-id={key.id}>
                <div>
                  <strong>{key.description}</strong> <code>{t('settings.apiKeys.lastFour', { lastFour: key.value.lastFour })}</code>
                  <div className="stack-settings-description stack-api-key-dates">
                    <span>{t('settings.apiKeys.created', { date: formatDate(key.createdAt) })}</span> <span>{expiryText(key, t)}</span>
                  </div>
                </div>
                <div className="stack-settings-actions">
                  {revoked ? <span className="stack-badge">{t('settings.apiKeys.revoked')}</span> : null}
                  {!revoked && confirming !== key.id ? (
                    <button type="button" className="stack-button-danger" disabled={busy} onClick={() => setConfirming(key.id)}>
                      {t('settings.apiKeys.revoke')}
                    </button>
                  ) : null}
                  {!revoked && confirming === key.id ? (
                    <>
                      <span>{t('settings.apiKeys.confirmRevoke', { description: key.description })}</span>
                      <button type="button" className="stack-button-danger" disabled={busy} onClick={() => void revoke(key)}>
                        {action.busy === `revoke:${key.id}` ? t('settings.apiKeys.revoking') : t('settings.apiKeys.confirmRevokeButton')}
                      </button>
                      <button type="button" className="stack-button-secondary" disabled={busy} onClick={() => setConfirming(null)}>
                        {t('settings.apiKeys.cancel')}
                      </button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>,
    { error: action.error ?? loadError, notice },
  );
}
