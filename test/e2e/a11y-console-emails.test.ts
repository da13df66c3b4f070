// axe-core on the owner console's E-mails page (test/support/screens-console/emails.ts): the server
// form, the sent-mail log, the template editor with its preview and a render error, light and dark.
import { EMAILS_CONSOLE_SCREENS } from '../support/screens-console/emails';
import { checkScreensWithAxe } from '../support/axe';

checkScreensWithAxe(EMAILS_CONSOLE_SCREENS, ['console-emails--template-editor']);
