// The account-settings route until the account-settings screens exist: e-mail, display name (editable),
// passkey, two-factor (account-security.tsx), sign-out. A signed-out visitor is sent to sign-in, which brings them back here afterwards.

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import { errorToText } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Field, FormError } from '../shared/field';
import { Redirecting } from './redirecting';
import { PasskeySection, TotpSection } from './account-security';

export function AccountSettingsPage(): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const state = useUserState();
  const signedOut = state.status === 'ready' && state.user === null;
  useEffect(() => {
    // redirectTo('signIn') adds after_auth_return_to = this page.
    if (signedOut) void app.redirectTo('signIn', { replace: true }).catch(() => undefined);
  }, [app, signedOut]);
  if (state.status === 'loading') return <p className="stack-notice" aria-busy="true">{t('state.loading')}</p>;
  if (state.status === 'error') return <p className="stack-error" role="alert">{errorToText(state.error, t)}</p>;
  if (state.user === null) return <Redirecting />;
  return <AccountSettingsForm key={state.user.id} user={state.user} />;
}

function AccountSettingsForm({ user }: { user: CurrentUser }): ReactNode {
  const t = useTranslation();
  const run = useRunAction();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const trimmed = displayName.trim();
      await user.update({ displayName: trimmed === '' ? null : trimmed });
      setSaved(true);
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function signOut(): Promise<void> {
    setSigningOut(true);
    setError(null);
    try {
      await run(() => user.signOut());
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
      setSigningOut(false);
    }
  }

  return (
    <>
      <h2 className="stack-title">{t('accountSettings.title')}</h2>
      <dl className="stack-account-details">
        <dt>{t('accountSettings.email')}</dt>
        <dd>{user.primaryEmail ?? t('accountSettings.noEmail')}</dd>
      </dl>
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={(event) => void save(event)}>
        <Field label={t('accountSettings.displayName')} type="text" name="display-name" autoComplete="name" value={displayName} disabled={busy} onChange={setDisplayName} />
        <FormError message={error} />
        {saved ? <p className="stack-notice" role="status">{t('accountSettings.saved')}</p> : null}
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? t('accountSettings.saving') : t('accountSettings.save')}
        </button>
      </form>
      <PasskeySection user={user} />
      <TotpSection user={user} />
      <button type="button" className="stack-button-plain" disabled={signingOut} onClick={() => void signOut()}>
        {signingOut ? t('handler.signingOut') : t('accountSettings.signOut')}
      </button>
    </>
  );
}
