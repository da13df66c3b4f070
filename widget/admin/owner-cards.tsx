// The end-user SignIn and SignUp cards, handed to the console for a signed-out owner: widget/admin may
// import screens, src/console may not (docs/architecture.md, the layer test).

import { SignIn } from '../../src/react/components/sign-in';
import { SignUp } from '../../src/react/components/sign-up';
import type { OwnerCards } from '../../src/console';

export const OWNER_CARDS: OwnerCards = {
  signIn: (signUpUrl) => <SignIn signUpUrl={signUpUrl} />,
  signUp: (signInUrl) => <SignUp signInUrl={signInUrl} />,
};
