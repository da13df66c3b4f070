// One constructable stylesheet for the whole page, adopted into every element's shadow root:
// no <style> elements and no inline styles, so a strict Content-Security-Policy works.

import { coreComponentsCss } from '../src/react/component-css';

let sheet: CSSStyleSheet | null | undefined;
// The CSS of the on-demand parts that have loaded (appended to the one sheet, so every root sees it).
const partCss = new Map<number, readonly string[]>();

// Parts in their fixed order, whichever loaded first; a piece two parts share (the menu) comes once, first.
function sheetText(): string {
  const pieces = [...partCss.entries()].sort(([a], [b]) => a - b).flatMap(([, css]) => css);
  return [coreComponentsCss, ...new Set(pieces)].join('\n');
}

export function stackStyleSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(sheetText());
    } catch {
      // Browsers without constructable stylesheets render unstyled rather than break.
      sheet = null;
    }
  }
  return sheet;
}

/** Adds the CSS of an on-demand part (`order`: its place among the parts) to the shared sheet, once. */
export function addPartStyles(order: number, css: readonly string[]): void {
  const part = order;
  if (partCss.has(part)) return;
  partCss.set(part, css);
  stackStyleSheet()?.replaceSync(sheetText());
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
