// The layer's CSS texts, one module each (not the barrel), so the script tag's first file carries only the
// first screens' CSS and the on-demand screens bring theirs (widget/screens).

import { signInCss } from './components/sign-in/styles';
import { signUpCss } from './components/sign-up/styles';
import { userButtonCss } from './components/user-button/styles';
import { teamSwitcherCss } from './components/team-switcher/styles';
import { mfaCss } from './components/mfa/styles';
import { statusCardCss } from './components/shared/status-card';
import { themeCss, withTokenDefaults } from './theme';
import { uiCss } from './ui';

/** The CSS of the first screens (sign-in, sign-up, user button, team switcher, MFA): theme, design system, screens. */
export const coreComponentsCss = /* @__PURE__ */ withTokenDefaults([themeCss, uiCss, signInCss, signUpCss, userButtonCss, teamSwitcherCss, mfaCss, statusCardCss].join('\n'));
