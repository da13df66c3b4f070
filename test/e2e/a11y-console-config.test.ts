// axe-core on the console's configuration pages (auth methods, domains, project settings) and the dialogs
// and refusals they open (test/support/screens-console/), light and dark. The empty lists, the remove
// dialog (a ConfirmDialog like the others) and the plain domain list (the refused one shows more) stay
// out to keep the file near a minute.
import { checkScreensWithAxe } from '../support/axe';
import { AUTH_METHODS_CONSOLE_SCREENS } from '../support/screens-console/auth-methods';
import { DOMAINS_CONSOLE_SCREENS } from '../support/screens-console/domains';
import { SETTINGS_CONSOLE_SCREENS } from '../support/screens-console/settings';

const SKIPPED = new Set(['console-auth-methods--empty', 'console-auth-methods--remove-dialog', 'console-domains--empty', 'console-domains']);
const SCREENS = [...AUTH_METHODS_CONSOLE_SCREENS, ...DOMAINS_CONSOLE_SCREENS, ...SETTINGS_CONSOLE_SCREENS].filter((screen) => !SKIPPED.has(screen.name));

checkScreensWithAxe(SCREENS, ['console-domains--production-refused']);
