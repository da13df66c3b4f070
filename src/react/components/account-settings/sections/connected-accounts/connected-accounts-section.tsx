// The "connected-accounts" section of account settings: the OAuth accounts linked to the user (unlink each),
// and a "Link <provider>" button for every provider of the project that is not linked yet.
import { useState, type ReactNode } from 'react';
import type { OAuthProvider } from '../../../../../core/apps/user/connected-accounts';
import { StackHttpError } from '../../../../../core/http/errors';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import { providerDisplayName } from '../../../oauth/provider-names';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';
import { useSectionAction } from '../../use-action';

export function ConnectedAccountsSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const cache = user.oauthProvidersCache();
  const accounts = useCached(cache);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useSectionAction((failure) => {
    if (failure instanceof StackHttpError && failure.status === 404) return t('settings.connected.notFound');
    if (failure instanceof KnownErrors.OauthProviderNotFoundOrNotEnabled) return t('settings.connected.providerUnavailable');
    if (failure instanceof KnownErrors.OauthConnectionAlreadyConnectedToAnotherUser) return t('settings.connected.linkedElsewhere');
    return null;
  });

  async function unlink(account: OAuthProvider): Promise<void> {
    setNotice(null);
    const ok = await action.run(`unlink:${account.id}`, () => account.delete());
    if (ok) setNotice(t('settings.connected.unlinked', { provider: providerDisplayName(account.type) }));
    // An account that was already gone must leave the list too.
    else void cache.refresh().catch(() => undefined);
  }

  async function link(providerId: string): Promise<void> {
    setNotice(null);
    // The page leaves for the provider; the section shows progress until it does.
    await action.run(`link:${providerId}`, () => user.linkConnectedAccount(providerId));
  }

  const linked = accounts.status === 'ready' ? accounts.value : [];
  const linkable = project.config.oauthProviders.filter((p) => !linked.some((a) => a.providerConfigId === p.id));

  return (
    <Section id="connected-accounts" title={t('settings.connected.title')} description={t('settings.connected.description')} error={action.error} notice={notice}>
      <Loaded state={accounts} failedText={t('settings.connected.loadFailed')}>
        {() => (
          <>
            {linked.length === 0 ? (
              <p className="stack-notice stack-connected-empty">{t('settings.connected.empty')}</p>
            ) : (
              <ul className="stack-settings-list">
                {linked.map((account) => {
                  const name = providerDisplayName(account.type);
                  const unlinking = action.busy === `unlink:${account.id}`;
                  return (
                    <li key={account.id} className="stack-settings-item" data-provider={account.providerConfigId} data-account-id={account.id}>
                      <div className="stack-connected-info">
                        <span className="stack-connected-provider">{name}</span>{' '}
                        <span className="stack-connected-email">{account.email ?? t('settings.connected.noEmail')}</span>
                      </div>
                      <div className="stack-settings-actions">
                        <button
                          className="stack-button stack-button-secondary"
                          type="button"
                          disabled={action.busy !== null}
                          aria-busy={unlinking || undefined}
                          onClick={() => void unlink(account)}
                        >
                          {unlinking ? t('settings.connected.unlinking') : t('settings.connected.unlink')}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {linkable.length > 0 ? (
              <div className="stack-settings-actions stack-connected-link">
                {linkable.map((provider) => {
                  const name = providerDisplayName(provider.id);
                  const linking = action.busy === `link:${provider.id}`;
                  return (
                    <button
                      key={provider.id}
                      className="stack-button stack-button-secondary"
                      type="button"
                      data-provider={provider.id}
                      disabled={action.busy !== null}
                      aria-busy={linking || undefined}
                      onClick={() => void link(provider.id)}
                    >
                      {linking ? t('settings.connected.linking', { provider: name }) : t('settings.connected.link', { provider: name })}
                    </button>
                  );
                })}
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </Section>
  );
}
