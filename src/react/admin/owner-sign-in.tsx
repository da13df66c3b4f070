// The owner's way in: our own sign-in screen on the internal project, under the console's name.
// TEMP first version of the skeleton (the projects/overview owner refines it: sign-up in place, words).

import type { ReactNode } from 'react';
import { SignIn } from '../components/sign-in';

export function OwnerSignIn(): ReactNode {
  return (
    <div className="stack-console-sign-in" data-state="signed-out">
      <SignIn />
    </div>
  );
}
