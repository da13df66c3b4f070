// The error route: the failure a redirect brought in its query, in our words only (never the query's text,
// which anyone can put in a link), with the way on: "Try again" (sign-in) and "Go home"; a bare error page
// and an unknown route lead home first.

import type { ReactNode } from 'react';
import { useStackApp, useTranslation } from '../../hooks';
import { ButtonLink } from '../../ui/button-link';
import { OAuthConflictCard, oauthConflictFromQuery } from '../oauth/conflict';
import { errorTextFromQuery, hasErrorInQuery, isAccessDenied } from '../shared/error-query';
import { StatusCard } from '../shared/status-card';

export { errorTextFromQuery } from '../shared/error-query';

export interface ErrorPageProps {
  /** The redirect's query; its error is put in words. */
  query?: URLSearchParams;
  /** Words for an unknown route instead of a failure. */
  notFound?: boolean;
  /** Where "Try again" / "Back to sign-in" lead; default the app's sign-in URL. */
  signInUrl?: string;
}

export function ErrorPage({ query, notFound = false, signInUrl }: ErrorPageProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const signIn = signInUrl ?? app.urls.signIn;
  // An OAuth e-mail that belongs to an unverified account: the way out, not "try again".
  const conflict = !notFound && query ? oauthConflictFromQuery(query) : null;
  if (conflict) return <OAuthConflictCard conflict={conflict} signInUrl={signIn} />;
  // A failure a sign-in redirect brought (OAuth) is worth another try; a bare error page is not.
  const retry = !notFound && query !== undefined && hasErrorInQuery(query);
  const title = notFound ? t('handler.notFoundTitle') : query && isAccessDenied(query) ? t('handler.deniedTitle') : t('handler.errorTitle');
  const message = notFound ? t('handler.notFound') : ((query ? errorTextFromQuery(query, t) : null) ?? t('handler.errorGeneric'));
  return (
    <StatusCard
      title={title}
      kind="error"
      message={message}
      actions={
        <>
          <ButtonLink href={retry ? signIn : app.urls.home} fullWidth>
            {retry ? t('handler.tryAgain') : t('handler.toHome')}
          </ButtonLink>
          <ButtonLink href={retry ? app.urls.home : signIn} variant="secondary" fullWidth>
            {retry ? t('handler.toHome') : t('handler.toSignIn')}
          </ButtonLink>
        </>
      }
    />
  );
}
