// axe-core on the console's configuration pages (auth methods, domains, project settings) and the dialogs
// and refusals they open (test/support/screens-console/), light and dark.
import { checkScreensWithAxe } from '../support/axe';
import { AUTH_METHODS_CONSOLE_SCREENS } from '../support/screens-console/auth-methods';
import { DOMAINS_CONSOLE_SCREENS } from '../support/screens-console/domains';
import { SETTINGS_CONSOLE_SCREENS } from '../support/screens-console/settings';

checkScreensWithAxe([...AUTH_METHODS_CONSOLE_SCREENS, ...DOMAINS_CONSOLE_SCREENS, ...SETTINGS_CONSOLE_SCREENS], ['console-domains--production-refused', 'console-settings']);
