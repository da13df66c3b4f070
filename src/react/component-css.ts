// The CSS the script tag's first file carries: the theme, the design-system pieces the sign-in screen uses,
// the sign-in screen's own (with MFA), and the settings shell's layout (its skeleton shows before its part
// arrives). Imported piece by piece, not through the ui barrel, so the menu, dialog, row, switch and badge
// modules stay with the on-demand parts that use them (widget/lazy).

import { signInCss } from './components/sign-in/styles';
import { mfaCss } from './components/mfa/styles';
import { statusCardCss } from './components/shared/status-card';
import { themeCss, withTokenDefaults } from './theme';
import { avatarCss } from './ui/avatar';
import { buttonCss } from './ui/button';
import { cardCss } from './ui/card';
import { codeInputCss } from './ui/code-input';
import { dividerCss } from './ui/divider';
import { emailAddressCss } from './ui/email-address';
import { feedbackCss } from './ui/feedback';
import { formCss } from './ui/form';
import { providerButtonCss } from './ui/provider-button';
import { segmentedCss } from './ui/segmented-control';
import { spinnerCss } from './ui/spinner';
import { textFieldCss } from './ui/text-field';
import { settingsShellCss } from './shared/settings-skeleton';

/** The first screens' CSS, in the cascade order of `uiCss` (src/react/ui/index.ts). */
export const coreComponentsCss = /* @__PURE__ */ withTokenDefaults(
  [themeCss, buttonCss, spinnerCss, textFieldCss, formCss, cardCss, dividerCss, providerButtonCss, codeInputCss, segmentedCss, avatarCss, feedbackCss, emailAddressCss, signInCss, mfaCss, statusCardCss, settingsShellCss].join('\n'),
);
