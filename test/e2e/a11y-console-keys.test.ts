// axe-core on the console's API keys and Webhooks screens (test/support/screens-console/{api-keys,
// webhooks}.ts), light and dark, inside the console's shadow root.
import { checkScreensWithAxe } from '../support/axe';
import { API_KEYS_CONSOLE_SCREENS } from '../support/screens-console/api-keys';
import { WEBHOOKS_CONSOLE_SCREENS } from '../support/screens-console/webhooks';

checkScreensWithAxe([...API_KEYS_CONSOLE_SCREENS, ...WEBHOOKS_CONSOLE_SCREENS], ['console-webhooks']);
