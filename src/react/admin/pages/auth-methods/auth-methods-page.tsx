// The Auth methods page: switches for password, e-mail code, passkeys and sign-up; guest accounts as the
// server always allows them; the OAuth providers with their logos, added, edited (shared or own keys)
// and removed in dialogs. Every change saves the project and tells the host (project-changed).

import { useRef, useState, type ReactNode } from 'react';
import type { AdminProjectConfig } from '../../../../core/apps/admin/project-config';
import type { OAuthProviderType } from '../../../../protocol/wire/admin-projects';
import { providerDisplayName } from '../../../components/oauth/provider-names';
import { Alert, Badge, BrandLogo, Button, ConfirmDialog, EmptyState, iconProps, KeyRound, MenuItem, Pencil, Plus, Row, RowGroup, RowMenu, SavedNote, Switch, Trash2 } from '../../../ui';
import { useConsole } from '../../console-context';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { useProjectSave } from '../settings/use-project-save';
import { MergeStrategyField } from './merge-strategy-field';
import { ProviderDialog } from './provider-dialog';

type MethodKey = keyof Pick<AdminProjectConfig, 'credentialEnabled' | 'magicLinkEnabled' | 'passkeyEnabled' | 'signUpEnabled'>;

const METHODS: readonly { key: MethodKey; label: ConsoleMessageKey; description: ConsoleMessageKey }[] = [
  { key: 'credentialEnabled', label: 'auth-methods.password', description: 'auth-methods.passwordDescription' },
  { key: 'magicLinkEnabled', label: 'auth-methods.otp', description: 'auth-methods.otpDescription' },
  { key: 'passkeyEnabled', label: 'auth-methods.passkey', description: 'auth-methods.passkeyDescription' },
];

export function AuthMethodsPage(): ReactNode {
  return (
    <div className="stack-console-config">
      <MethodsSection />
      <ProvidersSection />
    </div>
  );
}

function MethodSwitch({ method, saver }: { method: (typeof METHODS)[number]; saver: ReturnType<typeof useProjectSave> }): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  return (
    <li className="stack-row" part="row" data-setting={method.key}>
      <Switch
        label={t(method.label)}
        description={t(method.description)}
        checked={project.config[method.key]}
        busy={saver.busy === method.key}
        disabled={saver.busy !== null}
        onChange={(on) => void saver.save(method.key, { config: { [method.key]: on } })}
      />
    </li>
  );
}

function MethodsSection(): ReactNode {
  const t = useConsoleT();
  const saver = useProjectSave();
  const savedCount = Object.values(saver.saved).reduce((sum, count) => sum + count, 0);
  return (
    <ConsoleSection id="auth-methods" title={t('auth-methods.methodsTitle')} description={t('auth-methods.methodsDescription')} error={saver.failure?.message ?? null} action={savedCount > 0 ? <SavedNote key={savedCount}>{t('auth-methods.saved')}</SavedNote> : undefined}>
      <RowGroup label={t('auth-methods.methodsTitle')}>
        {METHODS.map((method) => (
          <MethodSwitch key={method.key} method={method} saver={saver} />
        ))}
        <MethodSwitch method={{ key: 'signUpEnabled', label: 'auth-methods.signUp', description: 'auth-methods.signUpDescription' }} saver={saver} />
        <Row title={t('auth-methods.guests')} description={t('auth-methods.guestsDescription')} badges={<Badge tone="outline">{t('auth-methods.alwaysOn')}</Badge>} data-setting="guests" />
      </RowGroup>
    </ConsoleSection>
  );
}

function ProvidersSection(): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saver = useProjectSave();
  const [editing, setEditing] = useState<'add' | OAuthProviderType | null>(null);
  const heading = useHeadingFocus();
  // Set by a removal: the row and its menu are gone, so focus goes to the section's heading once the dialog closes.
  const removed = useRef(false);
  const [removing, setRemoving] = useState<OAuthProviderType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const providers = project.config.oauthProviders;
  const removingName = removing ? providerDisplayName(removing) : '';
  const allAdded = providers.length >= 12;

  async function remove(): Promise<boolean> {
    if (!removing) return true;
    const ok = await saver.save('remove', { config: { oauthProviders: providers.filter((one) => one.id !== removing) } });
    if (ok) setNotice(t('auth-methods.removed', { provider: removingName }));
    removed.current = ok;
    return ok;
  }

  const addButton = (
    <Button
      variant="secondary"
      size="sm"
      className="stack-section-action"
      icon={<Plus {...iconProps} />}
      disabled={allAdded}
      onClick={() => {
        setNotice(null);
        setEditing('add');
      }}
    >
      {t('auth-methods.addProvider')}
    </Button>
  );

  return (
    <ConsoleSection
      id="auth-methods-providers" headingRef={heading.ref}
      title={t('auth-methods.providersTitle')}
      description={t('auth-methods.providersDescription')}
      action={providers.length > 0 ? addButton : undefined}
      notice={notice}
    >
      {providers.length === 0 ? (
        <EmptyState icon={<KeyRound {...iconProps} size={20} />} action={addButton}>
          {t('auth-methods.providersEmpty')}
        </EmptyState>
      ) : (
        <RowGroup label={t('auth-methods.providersTitle')}>
          {providers.map((provider) => {
            const name = providerDisplayName(provider.id);
            return (
              <Row
                key={provider.id}
                data-provider={provider.id}
                leading={<BrandLogo provider={provider.id} size={20} />}
                title={name}
                description={provider.type === 'shared' ? t('auth-methods.sharedKeys') : t('auth-methods.ownKeys', { clientId: provider.clientId })}
                actions={
                  <>
                    <Button variant="secondary" size="sm" className="stack-console-row-edit" aria-label={t('auth-methods.editLabel', { provider: name })} onClick={() => setEditing(provider.id)}>
                      {t('auth-methods.edit')}
                    </Button>
                    <RowMenu label={t('auth-methods.moreLabel', { provider: name })}>
                      <MenuItem icon={<Pencil {...iconProps} />} onSelect={() => setEditing(provider.id)}>
                        {t('auth-methods.edit')}
                      </MenuItem>
                      <MenuItem icon={<Trash2 {...iconProps} />} danger onSelect={() => setRemoving(provider.id)}>
                        {t('auth-methods.remove')}
                      </MenuItem>
                    </RowMenu>
                  </>
                }
              />
            );
          })}
        </RowGroup>
      )}
      {providers.length > 0 ? <MergeStrategyField saver={saver} /> : null}
      {saver.failure?.name === 'merge' && saver.failure.message ? <Alert>{saver.failure.message}</Alert> : null}
      <ProviderDialog
        editing={editing}
        saver={saver}
        onClose={() => setEditing(null)}
        onSaved={(id, added) => setNotice(t(added ? 'auth-methods.added' : 'auth-methods.updated', { provider: providerDisplayName(id) }))}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          if (removed.current) heading.request();
          removed.current = false;
        }}
        title={t('auth-methods.removeTitle', { provider: removingName })}
        description={t('auth-methods.removeBody', { provider: removingName })}
        confirmLabel={t('auth-methods.removeConfirm', { provider: removingName })}
        busyLabel={t('auth-methods.removing')}
        cancelLabel={t('console.cancel')}
        error={saver.failure?.name === 'remove' ? saver.failure.message : null}
        onConfirm={remove}
      />
    </ConsoleSection>
  );
}
