// The CSS of the rarely used screens (handler pages, account settings): the script tag loads it with them.

import { handlerCss } from './components/handler/styles';
import { accountSettingsCss } from './components/account-settings/styles';
import { withTokenDefaults } from './theme';

export const screensCss = /* @__PURE__ */ withTokenDefaults([handlerCss, accountSettingsCss].join('\n'));
