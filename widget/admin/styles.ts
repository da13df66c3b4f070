// The console's one constructable stylesheet: the end-user sheet (theme, design system, screens) plus
// the console's own rules; no <style> elements, so a strict Content-Security-Policy works.

// Not the src/react entry: it installs the npm package's password check, whose word lists the IIFE would inline.
import { allComponentsCss } from '../../src/react/all-css';
import { consoleCss } from '../../src/console';

let sheet: CSSStyleSheet | null | undefined;

export function adoptConsoleStyles(root: ShadowRoot): boolean {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(`${allComponentsCss}\n${consoleCss}`);
    } catch {
      sheet = null;
    }
  }
  if (!sheet || !Array.isArray(root.adoptedStyleSheets)) return false;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}
