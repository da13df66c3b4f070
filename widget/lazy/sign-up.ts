// On-demand part: <stack-sign-up>'s component and CSS, loaded when such an element is on the page.

import { signUpCss } from '../../src/react/components/sign-up/styles';
import { strengthCss } from '../../src/react/components/shared/new-password-field';
import { withTokenDefaults } from '../../src/react/theme';

export { SignUp } from '../../src/react/components/sign-up/sign-up';
/** CSS pieces in cascade order (shared pieces are added once per page). */
export const css: readonly string[] = /* @__PURE__ */ [strengthCss, signUpCss].map(withTokenDefaults);
