// One constructable stylesheet for the whole page, adopted into every element's shadow root:
// no <style> elements and no inline styles, so a strict Content-Security-Policy works.

import { coreComponentsCss } from '../src/react/component-css';

let sheet: CSSStyleSheet | null | undefined;
// The screens' CSS once widget/screens has loaded (appended to the one sheet, so every root sees it).
let screenCss = '';

export function stackStyleSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(coreComponentsCss + screenCss);
    } catch {
      // Browsers without constructable stylesheets render unstyled rather than break.
      sheet = null;
    }
  }
  return sheet;
}

/** Appends the CSS of the on-demand screens to the shared sheet (once). */
export function addScreenStyles(css: string): void {
  if (screenCss) return;
  screenCss = `\n${css}`;
  stackStyleSheet()?.replaceSync(coreComponentsCss + screenCss);
}

/** A sheet of one element's own :host rules (written without a tag, so any tag prefix works). */
export function createHostSheet(css: string): CSSStyleSheet | null {
  try {
    const host = new CSSStyleSheet();
    host.replaceSync(css);
    return host;
  } catch {
    return null;
  }
}

/** Adopts the shared sheet (then the element's host sheet, if any) into a shadow root; false when the browser cannot. */
export function adoptStyles(root: ShadowRoot, hostSheet: CSSStyleSheet | null = null): boolean {
  const shared = stackStyleSheet();
  if (!shared || !Array.isArray(root.adoptedStyleSheets)) return false;
  const missing = [shared, hostSheet].filter((s): s is CSSStyleSheet => s !== null && !root.adoptedStyleSheets.includes(s));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
  return true;
}
