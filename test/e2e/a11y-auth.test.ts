// axe-core on the sign-in and sign-up screens and on the header's user button and team switcher
// (test/support/screens-auth.ts), light and dark, inside the elements' shadow roots.
import { AUTH_SCREENS } from '../support/screens';
import { checkScreensWithAxe } from '../support/axe';

checkScreensWithAxe(AUTH_SCREENS, ['sign-in--empty', 'sign-in--errors', 'user-button--menu-open', 'team-switcher--open']);
