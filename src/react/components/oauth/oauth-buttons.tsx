// OAuthButtons: one "Sign in with <provider>" button per provider the project enables. A click
// leaves the page for the provider (even in widgets, whose app otherwise never navigates).

import { useState, type ReactNode } from 'react';
import { useStackApp, useTranslation, useUser } from '../../hooks';
import { providerDisplayName } from './provider-names';

export interface OAuthButtonsProps {
  /** The project's enabled providers (`project.config.oauthProviders`). */
  providers: readonly { id: string }[];
  /** Where to land after signing in; default the app's after-sign-in (new users: after-sign-up) target. */
  returnTo?: string;
}

export function OAuthButtons({ providers, returnTo }: OAuthButtonsProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const user = useUser();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0 || user) return null;

  const start = (id: string) => {
    setBusy(id);
    setError(null);
    app.signInWithOAuth(id, returnTo === undefined ? {} : { returnTo }).then(
      // The page is leaving; the busy state stays until it does.
      () => undefined,
      () => {
        setBusy(null);
        setError(t('oauth.startFailed'));
      },
    );
  };

  return (
    <div className="stack-oauth-buttons" role="group" aria-label={t('oauth.groupLabel')}>
      {providers.map(({ id }) => (
        <button key={id} type="button" className="stack-button stack-oauth-button" data-provider={id} disabled={busy !== null} aria-busy={busy === id} onClick={() => start(id)}>
          {t('oauth.signInWith', { provider: providerDisplayName(id) })}
        </button>
      ))}
      {error ? (
        <p className="stack-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
