// On-demand part: the rarely used screens (account settings, the handler's full pages, the CLI confirmation)
// with their CSS and the English strings only they use (tools/english-split.ts fills en-screens in the build).

import { accountSettingsCss } from '../../src/react/components/account-settings/styles';
import { handlerCss } from '../../src/react/components/handler/styles';
import { strengthCss } from '../../src/react/components/shared/new-password-field';
import { withTokenDefaults } from '../../src/react/theme';
import { badgeCss } from '../../src/react/ui/badge';
import { dialogCss } from '../../src/react/ui/dialog';
import { menuCss } from '../../src/react/ui/menu';
import { rowCss } from '../../src/react/ui/row';
import { switchCss } from '../../src/react/ui/switch';

export { AccountSettings } from '../../src/react/components/account-settings/account-settings';
export { StackHandler } from '../../src/react/components/handler/handler';
export { CliAuthConfirm } from '../../src/react/components/cli-auth-confirm/cli-auth-confirm';
export { enScreens as english } from '../../src/react/i18n/en-screens';
/** CSS pieces in cascade order: design-system pieces first (shared pieces are added once per page). */
export const css: readonly string[] = /* @__PURE__ */ [badgeCss, switchCss, menuCss, dialogCss, rowCss, strengthCss, handlerCss, accountSettingsCss].map(withTokenDefaults);
