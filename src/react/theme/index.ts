// The theme: tokens, their per-theme values, the theme scope every element renders inside.

import { hostCss, themeScopeCss } from './base';

export { themeTokens, lightColors, darkColors, shapeTokens, COLOR_ROLES, THEME_SETTINGS, type ThemeToken, type ColorRole, type ThemeName, type ThemeSetting } from './tokens';
export { hostCss, themeScopeCss, withTokenDefaults } from './base';
export { ThemeScope, type ThemeScopeProps } from './theme-scope';
export { readThemeAhead, resolveTheme, type ThemeProbe } from './resolve-theme';

/** For shadow roots (the widget). */
export const themeCss = hostCss + themeScopeCss;
