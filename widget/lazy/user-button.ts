// On-demand part: <stack-user-button>'s component and CSS, loaded when such an element is on the page.

import { userButtonCss } from '../../src/react/components/user-button/styles';
import { withTokenDefaults } from '../../src/react/theme';
import { menuCss } from '../../src/react/ui/menu';

export { UserButton } from '../../src/react/components/user-button/user-button';
/** CSS pieces in cascade order (shared pieces are added once per page). */
export const css: readonly string[] = /* @__PURE__ */ [menuCss, userButtonCss].map(withTokenDefaults);
