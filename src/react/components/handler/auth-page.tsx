// Sign-in and sign-up as full pages: a signed-in visitor is sent to the after-sign-in target,
// and the form itself redirects when done (the app honours after_auth_return_to and is_new_user).

import { useEffect, useRef, type ReactNode } from 'react';
import { useStackApp, useUserState } from '../../hooks';
import { Redirecting } from './redirecting';

export function AuthPage({ children }: { children: ReactNode }): ReactNode {
  const app = useStackApp();
  const state = useUserState();
  // Decided once, on the first answer: a sign-in made on this page is redirected by the form's own call.
  const signedInOnArrival = useRef<boolean | null>(null);
  if (signedInOnArrival.current === null && state.status === 'ready') signedInOnArrival.current = state.user !== null;
  const arrivedSignedIn = signedInOnArrival.current === true;
  useEffect(() => {
    if (arrivedSignedIn) void app.redirectTo('afterSignIn', { replace: true }).catch(() => undefined);
  }, [app, arrivedSignedIn]);
  if (state.status === 'ready' && state.user !== null) return <Redirecting />;
  return children;
}
