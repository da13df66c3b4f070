// The sign-out route: ends the session once on arrival, then the app goes to the after-sign-out target.

import { useEffect, useRef, type ReactNode } from 'react';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Redirecting } from '../shared/redirecting';

export function SignOutPage(): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const state = useUserState();
  // The user state changes to null after signing out; that must not start a second round.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || state.status === 'loading') return;
    started.current = true;
    const user = state.status === 'ready' ? state.user : null;
    // user.signOut redirects to after-sign-out itself; without a user there is only the redirect.
    const done = user ? run(() => user.signOut()) : app.redirectTo('afterSignOut', { replace: true });
    done.catch(() => app.redirectTo('afterSignOut', { replace: true }).catch(() => undefined));
  }, [app, run, state]);
  return <Redirecting label={t('handler.signingOut')} target="afterSignOut" />;
}
