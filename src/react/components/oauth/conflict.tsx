// An OAuth sign-in whose e-mail belongs to an existing account with an unverified address (the server's
// CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE with would_work_if_email_was_verified): the page
// explains it and offers the way out, signing in with the password and then connecting the provider.

import type { ReactNode } from 'react';
import { useStackApp, useTranslation } from '../../hooks';
import { providerDisplayName } from '../../shared/provider-names';
import { ButtonLink } from '../../ui/button-link';
import { carriedOAuthProvider, carryEmail, requestLinkAfterSignIn } from '../shared/carried';
import { errorCodeFromQuery } from '../shared/error-query';
import { StatusCard } from '../shared/status-card';

export interface OAuthConflict {
  /** The address the provider gave, to fill in on the sign-in card (it stays visible and editable there). */
  email: string | null;
  /** The provider this tab tried (kept before leaving for it): the query does not say. */
  provider: string | null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/**
 * The conflict an error redirect's query describes, or null. Anyone can craft such a link, so it only ever
 * picks our own words and a way to this site's sign-in page; the address is only a value to fill in.
 */
export function oauthConflictFromQuery(query: URLSearchParams): OAuthConflict | null {
  if (errorCodeFromQuery(query) !== 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE') return null;
  let details: unknown;
  try {
    details = JSON.parse(query.get('details') ?? '{}');
  } catch {
    return null;
  }
  if (typeof details !== 'object' || details === null) return null;
  const { would_work_if_email_was_verified: wouldWork, contact_channel_value: value } = details as Record<string, unknown>;
  if (wouldWork !== true) return null;
  return { email: typeof value === 'string' && EMAIL.test(value) ? value : null, provider: carriedOAuthProvider() };
}

export function OAuthConflictCard({ conflict, signInUrl }: { conflict: OAuthConflict; signInUrl: string }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const provider = conflict.provider === null ? null : providerDisplayName(conflict.provider);
  const leave = (): void => {
    carryEmail(conflict.email ?? '');
    requestLinkAfterSignIn(conflict.provider);
  };
  return (
    <StatusCard
      title={t('oauth.conflictTitle')}
      kind="info"
      className="stack-oauth-conflict"
      message={conflict.email ? t('oauth.conflict', { email: conflict.email }) : t('oauth.conflictNoEmail')}
      actions={
        <>
          <ButtonLink href={signInUrl} fullWidth onClick={leave}>
            {provider ? t('oauth.signInThenLink', { provider }) : t('magicLink.usePassword')}
          </ButtonLink>
          <ButtonLink href={app.urls.home} variant="secondary" fullWidth>
            {t('handler.toHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
