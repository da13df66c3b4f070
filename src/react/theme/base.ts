// Shared CSS: defaults of the tokens, and the building blocks every component uses (fields,
// buttons, messages). Only custom properties.

import { themeTokens } from './tokens';

/**
 * Every `var(--stack-x)` gets its default as the fallback, so a token set on the element or on
 * any ancestor (custom properties inherit into shadow roots) wins, and an unset one falls back.
 * Declaring the defaults on :host instead would shadow values set on ancestors.
 */
export function withTokenDefaults(css: string): string {
  return css.replace(/var\((--stack-[a-z-]+)\)/g, (whole, name: string) =>
    name in themeTokens ? `var(${name}, ${themeTokens[name as keyof typeof themeTokens]})` : whole,
  );
}

export const hostCss = `:host { display: block; }\n`;

export const baseCss = `
.stack-root {
  font-family: var(--stack-font-family);
  font-size: var(--stack-font-size);
  color: var(--stack-color-text);
  background: var(--stack-color-background);
  box-sizing: border-box;
}
.stack-root *, .stack-root *::before, .stack-root *::after { box-sizing: inherit; }
.stack-title { margin: 0 0 calc(var(--stack-spacing) * 2); font-size: calc(var(--stack-font-size) * 1.4); }
.stack-form { display: flex; flex-direction: column; gap: calc(var(--stack-spacing) * 1.5); }
.stack-field { display: flex; flex-direction: column; gap: calc(var(--stack-spacing) / 2); }
.stack-label { font-weight: 600; }
.stack-input {
  font: inherit;
  color: var(--stack-color-text);
  background: var(--stack-color-background);
  border: 1px solid var(--stack-color-border);
  border-radius: var(--stack-radius);
  padding: var(--stack-spacing) calc(var(--stack-spacing) * 1.5);
}
.stack-input:focus-visible { outline: 2px solid var(--stack-color-primary); outline-offset: 1px; }
.stack-hint { color: var(--stack-color-muted); font-size: calc(var(--stack-font-size) * 0.9); }
.stack-button {
  font: inherit;
  cursor: pointer;
  border: 1px solid var(--stack-color-primary);
  border-radius: var(--stack-radius);
  padding: var(--stack-spacing) calc(var(--stack-spacing) * 2);
  background: var(--stack-color-primary);
  color: var(--stack-color-primary-text);
}
.stack-button:disabled { cursor: progress; opacity: 0.6; }
.stack-button-plain {
  font: inherit;
  cursor: pointer;
  border: 1px solid var(--stack-color-border);
  border-radius: var(--stack-radius);
  padding: calc(var(--stack-spacing) / 2) var(--stack-spacing);
  background: var(--stack-color-background);
  color: var(--stack-color-text);
}
.stack-link { color: var(--stack-color-primary); }
.stack-error { color: var(--stack-color-error); margin: 0; }
.stack-notice { color: var(--stack-color-muted); margin: 0; }
.stack-footer { margin: calc(var(--stack-spacing) * 1.5) 0 0; color: var(--stack-color-muted); }
`;
