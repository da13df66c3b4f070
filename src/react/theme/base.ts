// The theme's CSS: the per-theme values behind every token, the root of every element, and the
// few element-wide rules (focus ring, motion). Components add their own CSS next to their code.

import { COLOR_ROLES, darkColors, lightColors, shapeTokens, type ColorRole } from './tokens';

/**
 * Rewrites `var(--stack-x)` to `var(--stack-x, <theme value>)`: a token set on the element or an
 * ancestor (custom properties inherit into shadow roots) wins; otherwise the theme's value applies.
 * Declaring the tokens themselves inside the element would shadow values set on ancestors.
 */
export function withTokenDefaults(css: string): string {
  return css.replace(/var\((--stack-[a-z-]+)\)/g, (whole, name: string) => {
    const role = name.slice('--stack-'.length);
    if ((COLOR_ROLES as readonly string[]).includes(role)) return `var(${name}, var(--_s-${role}))`;
    if (name in shapeTokens) return `var(${name}, ${shapeTokens[name as keyof typeof shapeTokens]})`;
    return whole;
  });
}

function themeValues(colors: Readonly<Record<ColorRole, string>>): string {
  return COLOR_ROLES.map((role) => `--_s-${role}: ${colors[role]};`).join(' ');
}

export const hostCss = `:host { display: block; }\n:host([hidden]) { display: none; }\n`;

export const themeScopeCss = `
.stack-theme { ${themeValues(lightColors)} color-scheme: light;
  --_s-shadow-card: 0 1px 2px rgb(0 0 0 / 0.04), 0 4px 16px rgb(0 0 0 / 0.06);
  --_s-shadow-pop: 0 4px 12px rgb(0 0 0 / 0.08), 0 16px 40px rgb(0 0 0 / 0.14);
  --_s-danger-soft: color-mix(in srgb, var(--stack-danger) 9%, transparent);
  font-family: var(--stack-font-family); font-size: 14px; line-height: 1.5; color: var(--stack-foreground);
  -webkit-font-smoothing: antialiased; text-align: start; }
.stack-theme[data-theme='dark'] { ${themeValues(darkColors)} color-scheme: dark;
  --_s-shadow-card: 0 1px 2px rgb(0 0 0 / 0.4), 0 4px 16px rgb(0 0 0 / 0.35);
  --_s-shadow-pop: 0 4px 12px rgb(0 0 0 / 0.5), 0 16px 40px rgb(0 0 0 / 0.6); }
/* On a very dark page the neutral surfaces take the page's own hue (a navy site gets navy cards, not zinc). */
.stack-theme[data-theme='dark'][data-tint] { --_s-background: var(--_s-host); --_s-card: color-mix(in srgb, var(--_s-host) 97%, #fff);
  --_s-muted: color-mix(in srgb, var(--_s-host) 87%, #fff); --_s-secondary: var(--_s-muted); --_s-border: color-mix(in srgb, var(--_s-host) 85%, #fff); }
.stack-theme[data-layout='block'] { container-type: inline-size; }
.stack-theme, .stack-theme *, .stack-theme *::before, .stack-theme *::after { box-sizing: border-box; }
.stack-theme :focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-theme :where(h1, h2, h3, h4, p, ul, ol, dl, dd, figure) { margin: 0; }
.stack-theme :where(ul, ol) { padding: 0; list-style: none; }
.stack-theme :where(button, input, select, textarea) { font: inherit; color: inherit; }
.stack-theme [hidden] { display: none !important; }
.stack-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.stack-link { color: var(--stack-foreground); font-weight: 500; text-decoration: underline; text-underline-offset: 3px; text-decoration-color: var(--stack-input); cursor: pointer; }
.stack-link:hover { text-decoration-color: currentColor; }
.stack-muted { color: var(--stack-muted-foreground); }
/* Right-to-left: every style uses logical properties; icons that point along the text (back, sign out) mirror. */
.stack-theme :where(.lucide-arrow-left, .lucide-log-out):dir(rtl) { transform: scaleX(-1); }
@keyframes stack-spin { to { transform: rotate(360deg); } }
@keyframes stack-pop-in { from { opacity: 0; transform: translateY(-4px) scale(0.98); } }
@keyframes stack-fade-in { from { opacity: 0; } }
@keyframes stack-fade-out { 0%, 80% { opacity: 1; } 100% { opacity: 0; } }
@keyframes stack-shimmer { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .stack-theme *, .stack-theme *::before, .stack-theme *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition: none !important; }
}
`;
