// Adding or editing an OAuth provider in a dialog: which provider, shared or own keys, and the fields
// its own keys need (client ID and secret; Facebook's configuration ID, Microsoft's tenant ID, Apple's
// bundle IDs). Only Google, GitHub, Microsoft and Spotify have shared keys (PROTOCOL.md §4.10).

import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AdminOAuthProviderConfig } from '../../../core/internal';
import { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from '../../../protocol/wire/admin-projects';
import { providerDisplayName } from '../../../react/shared/provider-names';
import { Alert, FormDialog, SegmentedControl, SelectField, TextField } from '../../../react/ui';
import { PasswordField } from '../../../react/ui/password-field';
import { useConsole } from '../../console-context';
import { useConsoleT } from '../../i18n';
import type { ProjectSave } from '../settings/use-project-save';

const SHAREABLE: readonly OAuthProviderType[] = ['google', 'github', 'microsoft', 'spotify'];

type Keys = 'shared' | 'standard';

interface Draft {
  id: OAuthProviderType;
  keys: Keys;
  clientId: string;
  clientSecret: string;
  facebookConfigId: string;
  microsoftTenantId: string;
  appleBundleIds: string;
}

function draftOf(provider: AdminOAuthProviderConfig | undefined, fallback: OAuthProviderType): Draft {
  const id = provider?.id ?? fallback;
  const own = provider?.type === 'standard' ? provider : undefined;
  return {
    id,
    keys: provider ? provider.type : SHAREABLE.includes(id) ? 'shared' : 'standard',
    clientId: own?.clientId ?? '',
    clientSecret: own?.clientSecret ?? '',
    facebookConfigId: own?.facebookConfigId ?? '',
    microsoftTenantId: own?.microsoftTenantId ?? '',
    appleBundleIds: own?.appleBundleIds?.join(', ') ?? '',
  };
}

function providerOf(draft: Draft): AdminOAuthProviderConfig {
  if (draft.keys === 'shared') return { id: draft.id, type: 'shared' };
  const bundles = draft.appleBundleIds.split(',').map((one) => one.trim()).filter(Boolean);
  return {
    id: draft.id,
    type: 'standard',
    clientId: draft.clientId.trim(),
    clientSecret: draft.clientSecret.trim(),
    ...(draft.id === 'facebook' && draft.facebookConfigId.trim() ? { facebookConfigId: draft.facebookConfigId.trim() } : {}),
    ...(draft.id === 'microsoft' && draft.microsoftTenantId.trim() ? { microsoftTenantId: draft.microsoftTenantId.trim() } : {}),
    ...(draft.id === 'apple' && bundles.length > 0 ? { appleBundleIds: bundles } : {}),
  };
}

export interface ProviderDialogProps {
  /** `add`, or the id of the provider being edited; null when closed. */
  editing: 'add' | OAuthProviderType | null;
  saver: ProjectSave;
  onClose(): void;
  onSaved(id: OAuthProviderType, added: boolean): void;
}

export function ProviderDialog({ editing, saver, onClose, onSaved }: ProviderDialogProps): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const panelId = useId();
  const providers = project.config.oauthProviders;
  const available = OAUTH_PROVIDER_TYPES.filter((id) => !providers.some((one) => one.id === id));
  const [draft, setDraft] = useState<Draft>(() => draftOf(undefined, available[0] ?? 'github'));
  const [errors, setErrors] = useState<{ clientId: string | null; clientSecret: string | null }>({ clientId: null, clientSecret: null });
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (editing === null) return;
    setDraft(draftOf(editing === 'add' ? undefined : providers.find((one) => one.id === editing), available[0] ?? 'github'));
    setErrors({ clientId: null, clientSecret: null });
    saver.clear();
    // Only on opening: the fields start from the provider being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const name = providerDisplayName(draft.id);
  const shareable = SHAREABLE.includes(draft.id);
  const keys: Keys = shareable ? draft.keys : 'standard';
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  async function submit(): Promise<void> {
    const final = { ...draft, keys };
    const found = {
      clientId: keys === 'standard' && !final.clientId.trim() ? t('auth-methods.clientIdRequired', { provider: name }) : null,
      clientSecret: keys === 'standard' && !final.clientSecret.trim() ? t('auth-methods.clientSecretRequired', { provider: name }) : null,
    };
    setErrors(found);
    if (found.clientId || found.clientSecret) {
      setFailures((count) => count + 1);
      return;
    }
    const provider = providerOf(final);
    const next = editing === 'add' ? [...providers, provider] : providers.map((one) => (one.id === provider.id ? provider : one));
    if (await saver.save('provider', { config: { oauthProviders: next } })) {
      onSaved(provider.id, editing === 'add');
      onClose();
    } else setFailures((count) => count + 1);
  }

  const busy = saver.busy === 'provider';
  const failure = saver.failure?.name === 'provider' ? saver.failure.message : null;
  const adding = editing === 'add';
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={adding ? t('auth-methods.addTitle') : t('auth-methods.editTitle', { provider: name })}
      description={t('auth-methods.dialogDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t(adding ? 'auth-methods.addSubmit' : 'auth-methods.saveSubmit')}
      busyLabel={t(adding ? 'auth-methods.adding' : 'auth-methods.saving')}
      onSubmit={() => void submit()}
      failureCount={failures}
    >
      {adding ? (
        <SelectField
          label={t('auth-methods.providerLabel')}
          name="provider"
          value={draft.id}
          options={available.map((id) => ({ value: id, label: providerDisplayName(id) }))}
          disabled={busy}
          onValueChange={(value) => {
            const id = value as OAuthProviderType;
            set({ id, keys: SHAREABLE.includes(id) ? draft.keys : 'standard' });
          }}
        />
      ) : null}
      {shareable ? (
        <div className="stack-field" part="field">
          <SegmentedControl<Keys>
            label={t('auth-methods.keysLabel')}
            idPrefix={`${panelId}-tab`}
            panelId={panelId}
            options={[
              { id: 'shared', label: t('auth-methods.keysShared') },
              { id: 'standard', label: t('auth-methods.keysOwn') },
            ]}
            value={keys}
            onChange={(value) => set({ keys: value })}
          />
        </div>
      ) : null}
      <div
        className="stack-auth-methods-keys"
        id={panelId}
        role={shareable ? 'tabpanel' : undefined}
        aria-labelledby={shareable ? `${panelId}-tab-${keys}` : undefined}
      >
        {keys === 'shared' ? (
          <p className="stack-hint">{t('auth-methods.sharedHint')}</p>
        ) : (
          <>
            {shareable ? null : <p className="stack-hint">{t('auth-methods.sharedUnavailable', { provider: name })}</p>}
            <TextField label={t('auth-methods.clientId')} name="client-id" autoComplete="off" spellCheck={false} value={draft.clientId} onValueChange={(clientId) => set({ clientId })} error={errors.clientId} />
            <PasswordField
              label={t('auth-methods.clientSecret')}
              name="client-secret"
              toggleLabels={{ show: t('auth-methods.showSecret'), hide: t('auth-methods.hideSecret') }}
              autoComplete="off"
              spellCheck={false}
              value={draft.clientSecret}
              onValueChange={(clientSecret) => set({ clientSecret })}
              error={errors.clientSecret}
            />
            {draft.id === 'facebook' ? (
              <TextField
                label={t('auth-methods.facebookConfigId')}
                name="facebook-config-id"
                autoComplete="off"
                value={draft.facebookConfigId}
                onValueChange={(facebookConfigId) => set({ facebookConfigId })}
                hint={t('auth-methods.facebookConfigIdHint')}
              />
            ) : null}
            {draft.id === 'microsoft' ? (
              <TextField
                label={t('auth-methods.microsoftTenantId')}
                name="microsoft-tenant-id"
                autoComplete="off"
                value={draft.microsoftTenantId}
                onValueChange={(microsoftTenantId) => set({ microsoftTenantId })}
                hint={t('auth-methods.microsoftTenantIdHint')}
              />
            ) : null}
            {draft.id === 'apple' ? (
              <TextField
                label={t('auth-methods.appleBundleIds')}
                name="apple-bundle-ids"
                autoComplete="off"
                value={draft.appleBundleIds}
                onValueChange={(appleBundleIds) => set({ appleBundleIds })}
                hint={t('auth-methods.appleBundleIdsHint')}
              />
            ) : null}
          </>
        )}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
    </FormDialog>
  );
}
