// axe-core on the full-page handler routes, the demo's callback pages and the dev mailbox
// (test/support/screens-handler.ts), light and dark, inside the elements' shadow roots.
import { HANDLER_SCREENS } from '../support/screens';
import { checkScreensWithAxe } from '../support/axe';

checkScreensWithAxe(HANDLER_SCREENS, ['handler-sign-in', 'handler-password-reset--valid']);
