// axe-core on the console's Users page (list, no match, a user's page, the revoke and impersonate
// dialogs), light and dark, the list and the user's page at 375 px too.
import { checkScreensWithAxe } from '../support/axe';
import { USERS_CONSOLE_SCREENS } from '../support/screens-console/users';

checkScreensWithAxe(USERS_CONSOLE_SCREENS, ['console-users--list', 'console-users--user']);
