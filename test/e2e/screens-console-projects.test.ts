// The console projects screens of the catalogue (test/support/screen-groups.ts): no sideways scroll at 375 px,
// no axe violations in light and dark (test/support/screen-checks.ts).
import { checkScreens } from '../support/screen-checks';
import { SCREEN_GROUPS } from '../support/screen-groups';

checkScreens(SCREEN_GROUPS.consoleProjects);
