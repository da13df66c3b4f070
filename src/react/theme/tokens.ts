// The design tokens of DESIGN.md §1: colour roles with a light and a dark value, shape and type.
// Components use only var(--stack-…); a page restyles everything by setting these on the element
// or any ancestor, and such a value wins over the theme's.

export const COLOR_ROLES = [
  'background', 'foreground', 'muted', 'muted-foreground', 'card', 'border', 'input', 'ring',
  'primary', 'primary-foreground', 'secondary', 'secondary-foreground', 'danger', 'danger-foreground', 'success', 'warning',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

// Zinc neutrals; every text pair reaches 4.5:1 and input borders 3:1 (test/unit/react/theme-contrast.test.ts).
export const lightColors: Readonly<Record<ColorRole, string>> = {
  background: '#ffffff',
  foreground: '#09090b',
  muted: '#f4f4f5',
  'muted-foreground': '#5c5c66',
  card: '#ffffff',
  border: '#e4e4e7',
  input: '#8a8a94',
  ring: '#2563eb',
  primary: '#18181b',
  'primary-foreground': '#fafafa',
  secondary: '#f4f4f5',
  'secondary-foreground': '#18181b',
  danger: '#dc2626',
  'danger-foreground': '#ffffff',
  success: '#15803d',
  warning: '#b45309',
};

export const darkColors: Readonly<Record<ColorRole, string>> = {
  background: '#09090b',
  foreground: '#fafafa',
  muted: '#27272a',
  'muted-foreground': '#a9a9b2',
  card: '#111113',
  border: '#2e2e33',
  input: '#6e6e78',
  ring: '#60a5fa',
  primary: '#fafafa',
  'primary-foreground': '#18181b',
  secondary: '#27272a',
  'secondary-foreground': '#fafafa',
  // A light red so it reads as text on dark cards and carries dark text as a button.
  danger: '#f87171',
  'danger-foreground': '#1c0505',
  success: '#4ade80',
  warning: '#fbbf24',
};

/** Tokens with one value for both themes. */
export const shapeTokens = {
  '--stack-radius': '8px',
  '--stack-font-family': 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export type ThemeToken = `--stack-${ColorRole}` | keyof typeof shapeTokens;

/** Every public token with its light default (for docs and the manifest). */
export const themeTokens: Readonly<Record<ThemeToken, string>> = {
  ...(Object.fromEntries(COLOR_ROLES.map((role) => [`--stack-${role}`, lightColors[role]])) as Record<`--stack-${ColorRole}`, string>),
  ...shapeTokens,
};

export type ThemeName = 'light' | 'dark';
export type ThemeSetting = ThemeName | 'system' | 'auto';
export const THEME_SETTINGS: readonly ThemeSetting[] = ['light', 'dark', 'system', 'auto'];
