// OAuthButtons: one "Continue with <provider>" outline button per provider the project enables (a grid of
// logos with accessible names past three). A click leaves the page for the provider (widgets included).

import { useState, type ReactNode } from 'react';
import { useStackApp, useTranslation } from '../../hooks';
import { Alert } from '../../ui/form';
import { ProviderButton, ProviderGrid } from '../../ui/provider-button';
import { providerDisplayName } from '../../shared/provider-names';
import { carryOAuthProvider } from '../shared/carried';

export interface OAuthButtonsProps {
  /** The project's enabled providers (`project.config.oauthProviders`). */
  providers: readonly { id: string }[];
  /** Where to land after signing in; default the app's after-sign-in (new users: after-sign-up) target. */
  returnTo?: string;
}

export function OAuthButtons({ providers, returnTo }: OAuthButtonsProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;

  const start = (id: string) => {
    setBusy(id);
    setFailed(false);
    // The error page of a refused sign-in names the provider it offers to connect.
    carryOAuthProvider(id);
    app.signInWithOAuth(id, returnTo === undefined ? {} : { returnTo }).then(
      // The page is leaving; the busy state stays until it does.
      () => undefined,
      () => {
        setBusy(null);
        setFailed(true);
      },
    );
  };

  const compact = providers.length > 3;
  return (
    <div className="stack-oauth stack-stack" role="group" aria-label={t('oauth.groupLabel')}>
      <ProviderGrid count={providers.length}>
        {providers.map(({ id }) => (
          <ProviderButton
            key={id}
            provider={id}
            label={t('oauth.continueWith', { provider: providerDisplayName(id) })}
            compact={compact}
            busy={busy === id}
            disabled={busy !== null}
            onClick={() => start(id)}
          />
        ))}
      </ProviderGrid>
      {failed ? <Alert>{t('oauth.startFailed')}</Alert> : null}
    </div>
  );
}
