// The account-settings route: <AccountSettings> for a signed-in person; a signed-out visitor is sent
// to sign-in, which brings them back here afterwards.

import { useEffect, type ReactNode } from 'react';
import { useStackApp, useUserState } from '../../hooks';
import { AccountSettings } from '../account-settings';
import { Redirecting } from '../shared/redirecting';

export function AccountSettingsPage({ section }: { section?: string }): ReactNode {
  const app = useStackApp();
  const state = useUserState();
  const signedOut = state.status === 'ready' && state.user === null;
  useEffect(() => {
    // redirectTo('signIn') adds after_auth_return_to = this page.
    if (signedOut) void app.redirectTo('signIn', { replace: true }).catch(() => undefined);
  }, [app, signedOut]);
  if (signedOut) return <Redirecting target="signIn" />;
  return <AccountSettings {...(section === undefined ? {} : { section })} />;
}
