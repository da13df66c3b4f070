// The theme: base CSS with every token resolved against its default, as plain text (the widget
// adopts it as one stylesheet).

import { baseCss, hostCss, withTokenDefaults } from './base';

export { themeTokens, type ThemeToken } from './tokens';
export { baseCss, hostCss, withTokenDefaults } from './base';

/** For shadow roots (the widget). */
export const themeCss = hostCss + baseCss;
/** For a React app rendering into the page itself. */
export const lightDomThemeCss = withTokenDefaults(baseCss);
