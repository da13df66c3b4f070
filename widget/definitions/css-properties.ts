// The theme's CSS custom properties (src/react/theme/tokens.ts): every themed element takes all of
// them, set on the element or any ancestor. JSDoc of each entry is its documentation; the light and
// dark defaults come from the tokens themselves.

import type { ThemeToken } from '../../src/react/theme/tokens';

export const CSS_PROPERTIES = {
  /** Page-level surfaces. */
  '--stack-background': 0,
  /** Text. */
  '--stack-foreground': 0,
  /** Quiet surfaces. */
  '--stack-muted': 0,
  /** Secondary text. */
  '--stack-muted-foreground': 0,
  /** Cards, menus, dialogs, inputs. */
  '--stack-card': 0,
  /** Borders, dividers. */
  '--stack-border': 0,
  /** Input borders (3:1 against the card). */
  '--stack-input': 0,
  /** The focus ring. */
  '--stack-ring': 0,
  /** Main buttons, the Primary badge. */
  '--stack-primary': 0,
  /** Text on `--stack-primary`. */
  '--stack-primary-foreground': 0,
  /** Secondary surfaces. */
  '--stack-secondary': 0,
  /** Text on `--stack-secondary`. */
  '--stack-secondary-foreground': 0,
  /** Errors, destructive buttons. */
  '--stack-danger': 0,
  /** Text on `--stack-danger`. */
  '--stack-danger-foreground': 0,
  /** Saved notes, badges. */
  '--stack-success': 0,
  /** Warnings, badges. */
  '--stack-warning': 0,
  /** The corner radius (small and large radii derive from it). */
  '--stack-radius': 0,
  /** Any font; `inherit` takes the page's. */
  '--stack-font-family': 0,
} as const satisfies Record<ThemeToken, 0>;
