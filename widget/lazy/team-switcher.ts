// On-demand part: <stack-team-switcher>'s component and CSS, loaded when such an element is on the page.

import { teamSwitcherCss } from '../../src/react/components/team-switcher/styles';
import { withTokenDefaults } from '../../src/react/theme';
import { dialogCss } from '../../src/react/ui/dialog';
import { menuCss } from '../../src/react/ui/menu';

export { TeamSwitcher } from '../../src/react/components/team-switcher/team-switcher';
/** CSS pieces in cascade order (shared pieces are added once per page). */
export const css: readonly string[] = /* @__PURE__ */ [menuCss, dialogCss, teamSwitcherCss].map(withTokenDefaults);
