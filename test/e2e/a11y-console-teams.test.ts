// axe-core on the console's Teams and Permissions screens (test/support/screens-console/teams.ts and
// permissions.ts): lists, a team's page and the dialogs, light and dark, inside the shadow root. The
// 375 px layouts are checked by the overflow test over the same scenarios.
import { checkScreensWithAxe } from '../support/axe';
import { PERMISSIONS_CONSOLE_SCREENS } from '../support/screens-console/permissions';
import { TEAMS_CONSOLE_SCREENS } from '../support/screens-console/teams';

checkScreensWithAxe([...TEAMS_CONSOLE_SCREENS, ...PERMISSIONS_CONSOLE_SCREENS]);
