// The "connected-accounts" section of account settings: the OAuth accounts linked to the user as rows with
// the provider's logo (disconnect each after a confirmation), and a Connect button with the logo for every
// provider of the project that is not connected yet.
import { useState, type ReactNode } from 'react';
import type { OAuthProvider } from '../../../../../core/internal';
import { StackHttpError } from '../../../../../core/internal';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { useTranslation } from '../../../../hooks';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/feedback';
import { iconProps, Link2 } from '../../../../ui/icons';
import { BrandLogo, ProviderButton } from '../../../../ui/provider-button';
import { Row, RowGroup } from '../../../../ui/row';
import { providerDisplayName } from '../../../../shared/provider-names';
import { Loaded } from '../../loaded';
import { Section, useHeadingFocus } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';
import { useCached } from '../../../../shared/use-cached';

export function ConnectedAccountsSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const cache = user.oauthProvidersCache();
  const accounts = useCached(cache);
  const [notice, setNotice] = useState<string | null>(null);
  const [disconnecting, setDisconnecting] = useState<OAuthProvider | null>(null);
  const heading = useHeadingFocus();
  const action = useSectionAction((failure) => {
    if (failure instanceof StackHttpError && failure.status === 404) return t('settings.connected.notFound');
    if (failure instanceof KnownErrors.OauthProviderNotFoundOrNotEnabled) return t('settings.connected.providerUnavailable');
    if (failure instanceof KnownErrors.OauthConnectionAlreadyConnectedToAnotherUser) return t('settings.connected.linkedElsewhere');
    return null;
  });

  async function disconnect(): Promise<boolean> {
    const account = disconnecting;
    if (account === null) return true;
    setNotice(null);
    const ok = await action.run(`unlink:${account.id}`, () => account.delete());
    if (ok) {
      setNotice(t('settings.connected.unlinked', { provider: providerDisplayName(account.type) }));
      heading.request();
    }
    // An account that was already gone must leave the list too.
    else void cache.refresh().catch(() => undefined);
    return ok;
  }

  async function connect(providerId: string): Promise<void> {
    setNotice(null);
    // The page leaves for the provider; the button shows progress until it does.
    await action.run(`link:${providerId}`, () => user.linkConnectedAccount(providerId));
  }

  const linked = accounts.status === 'ready' ? accounts.value : [];
  const linkable = project.config.oauthProviders.filter((p) => !linked.some((a) => a.providerConfigId === p.id));
  const disconnectError = disconnecting !== null && action.failed === `unlink:${disconnecting.id}` ? action.error : null;
  const disconnectName = disconnecting ? providerDisplayName(disconnecting.type) : '';

  const row = (account: OAuthProvider): ReactNode => (
    <Row
      key={account.id}
      className="stack-settings-row-wrap"
      data-provider={account.providerConfigId}
      data-account-id={account.id}
      leading={<BrandLogo provider={account.type} size={20} />}
      title={<span className="stack-connected-provider">{providerDisplayName(account.type)}</span>}
      description={<span className="stack-connected-email">{account.email ?? t('settings.connected.noEmail')}</span>}
      actions={
        <Button variant="secondary" size="sm" disabled={action.busy !== null} onClick={() => setDisconnecting(account)}>
          {t('settings.connected.unlink')}
        </Button>
      }
    />
  );

  return (
    <Section
      id="connected-accounts"
      headingRef={heading.ref}
      title={t('settings.connected.title')}
      description={t('settings.connected.description')}
      error={disconnectError ? null : action.error}
      notice={notice}
    >
      <Loaded state={accounts} failedText={t('settings.connected.loadFailed')}>
        {() => (
          <>
            {linked.length === 0 ? (
              <EmptyState icon={<Link2 {...iconProps} />}>{t('settings.connected.empty')}</EmptyState>
            ) : (
              <RowGroup label={t('settings.connected.title')}>{linked.map(row)}</RowGroup>
            )}
            {linkable.length > 0 ? (
              <div className="stack-connected-add">
                <span className="stack-label">{t('settings.connected.connectTitle')}</span>
                <div className="stack-connected-link">
                  {linkable.map((provider) => {
                    const name = providerDisplayName(provider.id);
                    const linking = action.busy === `link:${provider.id}`;
                    return (
                      <ProviderButton
                        key={provider.id}
                        provider={provider.id}
                        label={linking ? t('settings.connected.linking', { provider: name }) : t('settings.connected.link', { provider: name })}
                        disabled={action.busy !== null && !linking}
                        busy={linking}
                        onClick={() => void connect(provider.id)}
                      />
                    );
                  })}
                </div>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
      <ConfirmDialog
        open={disconnecting !== null}
        onClose={() => {
          setDisconnecting(null);
          if (disconnectError) action.setError(null);
        }}
        title={t('settings.connected.disconnectTitle', { provider: disconnectName })}
        description={t('settings.connected.disconnectConfirm', { provider: disconnectName })}
        confirmLabel={t('settings.connected.disconnectTitle', { provider: disconnectName })}
        busyLabel={t('settings.connected.unlinking')}
        cancelLabel={t('settings.cancel')}
        onConfirm={disconnect}
        error={disconnectError}
      />
    </Section>
  );
}
