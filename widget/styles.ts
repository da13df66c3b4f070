// One constructable stylesheet for the whole page, adopted into every element's shadow root:
// no <style> elements and no inline styles, so a strict Content-Security-Policy works.

import { allComponentsCss } from '../src/react';

let sheet: CSSStyleSheet | null | undefined;

export function stackStyleSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(allComponentsCss);
    } catch {
      // Browsers without constructable stylesheets render unstyled rather than break.
      sheet = null;
    }
  }
  return sheet;
}

/** Adopts the shared sheet into a shadow root; false when the browser cannot. */
export function adoptStyles(root: ShadowRoot): boolean {
  const shared = stackStyleSheet();
  if (!shared || !Array.isArray(root.adoptedStyleSheets)) return false;
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  return true;
}
