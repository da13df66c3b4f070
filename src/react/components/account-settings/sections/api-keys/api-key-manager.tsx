// Creating, listing and revoking API keys, shared by the personal keys section and a team's API keys tab:
// keys are rows (description, last four, dates), creation happens in a dialog, the secret is shown once.

import { useState, type ReactNode } from 'react';
import type { CachedValue } from '../../../../../core/internal';
import type { ApiKeyBase, ApiKeyCreationOptions } from '../../../../../core/internal';
import { StackHttpError } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/feedback';
import { iconProps, KeyRound, Plus } from '../../../../ui/icons';
import { Row, RowGroup } from '../../../../ui/row';
import { Loaded } from '../../loaded';
import { Section } from '../../../../shared/section';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { CreateKeyDialog, NewKeyDialog } from './api-key-dialogs';
import { useDateFormat } from '../../../../shared/use-date-format';
import { useFocusRequest } from '../../../../ui/use-focus-request';

/** A user or team key as listed. */
export type ListedApiKey = ApiKeyBase & { value: { lastFour: string } };

export interface ApiKeyManagerProps {
  /** The owner's key list (user.apiKeysCache() or team.apiKeysCache()). */
  keys: CachedValue<ListedApiKey[]>;
  createKey(options: ApiKeyCreationOptions): Promise<{ value: string }>;
  /** The section's id (data-section), title and one-line description. */
  sectionId: string;
  title: string;
  description: string;
  /** The empty state's sentence. */
  emptyText: string;
  /** Owner-specific words for a failure (null: the general words). */
  describeFailure?: (failure: unknown) => string | null;
}

export function ApiKeyManager({ keys: keysCache, createKey, sectionId, title, description, emptyText, describeFailure }: ApiKeyManagerProps): ReactNode {
  const t = useTranslation();
  const formatDate = useDateFormat();
  const keys = useCached(keysCache);
  // The feature switch answers plain text (PROTOCOL.md §5.17); say it in the person's words.
  const describe = (failure: unknown): string | null =>
    describeFailure?.(failure) ??
    (failure instanceof StackHttpError && failure.status === 400 && /not enabled/.test(failure.body) ? t('settings.apiKeys.disabled') : null);
  const action = useSectionAction(describe);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ListedApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // After the secret is dismissed or a key revoked, focus goes to "Create API key" (the row's button is gone).
  const createFocus = useFocusRequest<HTMLButtonElement>();

  const hasKeys = keys.status === 'ready' && keys.value.length > 0;
  const openCreate = (): void => {
    setNotice(null);
    setCreating(true);
  };

  const expiry = (key: ListedApiKey): string =>
    key.whyInvalid() === 'expired' ? t('settings.apiKeys.expired') : key.expiresAt ? t('settings.apiKeys.expiresOn', { date: formatDate(key.expiresAt) }) : t('settings.apiKeys.neverExpires');

  return (
    <Section
      id={sectionId}
      title={title}
      description={description}
      // While the revoke dialog is open, it shows the failure itself.
      error={revoking ? null : action.error}
      notice={notice}
      action={
        hasKeys ? (
          <Button ref={createFocus.ref} variant="secondary" size="sm" className="stack-section-action" icon={<Plus {...iconProps} />} onClick={openCreate}>
            {t('settings.apiKeys.create')}
          </Button>
        ) : null
      }
    >
      <Loaded state={keys} failedText={t('settings.apiKeys.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<KeyRound {...iconProps} />}
              action={
                <Button icon={<Plus {...iconProps} />} onClick={openCreate}>
                  {t('settings.apiKeys.create')}
                </Button>
              }
            >
              {emptyText}
            </EmptyState>
          ) : (
            <RowGroup label={title}>
              {list.map((key) => {
                const invalid = key.whyInvalid();
                return (
                  <Row
                    key={key.id}
                    data-api-key-id={key.id}
                    data-state={invalid ?? 'valid'}
                    leading={<KeyRound {...iconProps} />}
                    title={key.description}
                    badges={
                      invalid === 'manually-revoked' ? (
                        <Badge tone="danger">{t('settings.apiKeys.revoked')}</Badge>
                      ) : invalid === 'expired' ? (
                        <Badge tone="outline">{t('settings.apiKeys.expired')}</Badge>
                      ) : null
                    }
                    description={
                      <span className="stack-api-key-facts">
                        <code className="stack-api-key-last4">{t('settings.apiKeys.lastFour', { lastFour: key.value.lastFour })}</code>
                        <span>{t('settings.apiKeys.created', { date: formatDate(key.createdAt) })}</span>
                        {invalid === 'manually-revoked' ? null : <span>{expiry(key)}</span>}
                      </span>
                    }
                    actions={
                      invalid === 'manually-revoked' ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('settings.apiKeys.revokeLabel', { description: key.description })}
                          disabled={action.busy !== null}
                          onClick={() => {
                            setNotice(null);
                            action.setError(null);
                            setRevoking(key);
                          }}
                        >
                          {t('settings.apiKeys.revoke')}
                        </Button>
                      )
                    }
                  />
                );
              })}
            </RowGroup>
          )
        }
      </Loaded>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        createKey={createKey}
        keys={keysCache}
        describe={describe}
        onCreated={(value) => {
          setCreating(false);
          setSecret(value);
        }}
      />
      <NewKeyDialog
        secret={secret}
        onClose={() => {
          setSecret(null);
          createFocus.request();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('settings.apiKeys.revokeTitle', { description: revoking?.description ?? '' })}
        description={t('settings.apiKeys.confirmRevoke')}
        confirmLabel={t('settings.apiKeys.confirmRevokeButton')}
        busyLabel={t('settings.apiKeys.revoking')}
        cancelLabel={t('settings.apiKeys.cancel')}
        error={action.error}
        onConfirm={async () => {
          const key = revoking;
          if (!key || !(await action.run(`revoke:${key.id}`, () => key.revoke()))) return false;
          setNotice(t('settings.apiKeys.revokedNotice'));
          createFocus.request();
          return true;
        }}
      />
    </Section>
  );
}
