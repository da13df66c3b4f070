// The pages that end in a sign-in (sign-in, sign-up, mfa, magic-link callback): a signed-in visitor is
// sent to the after-sign-in target, and the screen's own call redirects when done (the app honours
// after_auth_return_to and is_new_user); meanwhile, and once signed in, the page says "Redirecting…".

import { useEffect, useRef, type ReactNode } from 'react';
import { useStackApp, useUserState } from '../../hooks';
import { Redirecting } from '../shared/redirecting';
import type { RedirectTarget } from '../shared/redirect-href';

export function AuthPage({ children, target = 'afterSignIn' }: { children: ReactNode; target?: RedirectTarget }): ReactNode {
  const app = useStackApp();
  const state = useUserState();
  // Decided once, on the first answer: a sign-in made on this page is redirected by the form's own call.
  const signedInOnArrival = useRef<boolean | null>(null);
  if (signedInOnArrival.current === null && state.status === 'ready') signedInOnArrival.current = state.user !== null;
  const arrivedSignedIn = signedInOnArrival.current === true;
  useEffect(() => {
    if (arrivedSignedIn) void app.redirectTo('afterSignIn', { replace: true }).catch(() => undefined);
  }, [app, arrivedSignedIn]);
  if (state.status === 'ready' && state.user !== null) return <Redirecting target={target} />;
  return children;
}
