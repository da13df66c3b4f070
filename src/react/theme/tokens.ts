// The theme's custom properties and their defaults. Components use only var(--stack-…), so a page
// restyles everything by setting these on the element (or any ancestor of a light-DOM root).

export const themeTokens = {
  '--stack-color-primary': '#4f46e5',
  '--stack-color-primary-text': '#ffffff',
  '--stack-color-text': '#111827',
  '--stack-color-muted': '#6b7280',
  '--stack-color-background': '#ffffff',
  '--stack-color-border': '#d1d5db',
  '--stack-color-error': '#b91c1c',
  '--stack-radius': '8px',
  '--stack-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  '--stack-font-size': '14px',
  '--stack-spacing': '8px',
} as const;

export type ThemeToken = keyof typeof themeTokens;
