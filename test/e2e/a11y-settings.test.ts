// axe-core on every section of <stack-account-settings> and the states its buttons open
// (test/support/screens-settings.ts), light and dark, inside the elements' shadow roots.
import { SETTINGS_SCREENS } from '../support/screens';
import { checkScreensWithAxe } from '../support/axe';

checkScreensWithAxe(SETTINGS_SCREENS, ['settings-profile', 'settings-teams', 'settings-danger-zone--dialog']);
