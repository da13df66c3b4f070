// Every CSS text of the layer in one, for the owner console's sheet and for React apps rendering into the page.
// The script tag builds its sheet from src/react/component-css.ts and the CSS its on-demand parts bring.

import { handlerCss } from './components/handler/styles';
import { strengthCss } from './components/shared/new-password-field';
import { accountSettingsCss } from './components/account-settings/styles';
import { signInCss } from './components/sign-in/styles';
import { signUpCss } from './components/sign-up/styles';
import { userButtonCss } from './components/user-button/styles';
import { teamSwitcherCss } from './components/team-switcher/styles';
import { mfaCss } from './components/mfa/styles';
import { statusCardCss } from './components/shared/status-card';
import { themeCss, themeScopeCss, withTokenDefaults } from './theme';
import { uiCss } from './ui';
import { settingsShellCss } from './shared/settings-skeleton';

const componentCss = [uiCss, signInCss, signUpCss, userButtonCss, teamSwitcherCss, mfaCss, statusCardCss, strengthCss, handlerCss, settingsShellCss, accountSettingsCss];

/** All CSS of the layer in one text: theme first, then the design system, then each screen. */
export const allComponentsCss = /* @__PURE__ */ withTokenDefaults([themeCss, ...componentCss].join('\n'));

/** For a React app rendering into the page itself (wrap the components in <ThemeScope>). */
export const lightDomThemeCss = /* @__PURE__ */ withTokenDefaults([themeScopeCss, ...componentCss].join('\n'));
