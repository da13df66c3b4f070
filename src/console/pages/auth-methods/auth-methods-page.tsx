// The Auth methods page: switches for password, e-mail code, passkeys and sign-up; guest accounts as the
// server always allows them; the OAuth providers with their logos, added, edited (shared or own keys)
// and removed in dialogs. Every change saves the project and tells the host (project-changed).

import type { ReactNode } from 'react';
import type { AdminProjectConfig } from '../../../core/internal';
import type { OAuthProviderType } from '../../../protocol/wire/admin-projects';
import { providerDisplayName } from '../../../react/shared/provider-names';
import { Alert, Badge, BrandLogo, Button, ConfirmDialog, EmptyState, iconProps, KeyRound, MenuItem, Pencil, Row, RowGroup, RowMenu, SavedNote, Switch, Trash2 } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { useListEditor } from '../settings/use-list-editor';
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
  const list = useListEditor<OAuthProviderType>();
  const providers = project.config.oauthProviders;
  const removingName = list.removing ? providerDisplayName(list.removing) : '';
  const addButton = list.addButton(t('auth-methods.addProvider'), providers.length >= 12);
  const remove = (): Promise<boolean> =>
    list.remove((id) => saver.save('remove', { config: { oauthProviders: providers.filter((one) => one.id !== id) } }), t('auth-methods.removed', { provider: removingName }));

  return (
    <ConsoleSection
      id="auth-methods-providers" headingRef={list.heading.ref}
      title={t('auth-methods.providersTitle')}
      description={t('auth-methods.providersDescription')}
      action={providers.length > 0 ? addButton : undefined}
      notice={list.notice}
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
                    <Button variant="secondary" size="sm" className="stack-console-row-edit" aria-label={t('auth-methods.editLabel', { provider: name })} onClick={() => list.edit(provider.id)}>
                      {t('auth-methods.edit')}
                    </Button>
                    <RowMenu label={t('auth-methods.moreLabel', { provider: name })}>
                      <MenuItem icon={<Pencil {...iconProps} />} onSelect={() => list.edit(provider.id)}>
                        {t('auth-methods.edit')}
                      </MenuItem>
                      <MenuItem icon={<Trash2 {...iconProps} />} danger onSelect={() => list.askRemove(provider.id)}>
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
        editing={list.editing}
        saver={saver}
        onClose={list.closeEditor}
        onSaved={(id, added) => list.setNotice(t(added ? 'auth-methods.added' : 'auth-methods.updated', { provider: providerDisplayName(id) }))}
      />
      <ConfirmDialog
        open={list.removing !== null}
        onClose={list.closeRemoval}
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
