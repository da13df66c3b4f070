// The language of one element: its `lang` attribute, else `data-lang` on the script tag (both arrive as
// config.lang, ./config.ts), else the page's <html lang>, else the browser's languages; unknown -> en.

import { knownLocales, LOCALE_CODES, resolveLocale } from '../src/react/i18n';

/** The shipped locales plus any the page registered or overrode (StackElements.setMessages). */
export function availableLocales(): string[] {
  return [...new Set<string>([...LOCALE_CODES, ...knownLocales()])];
}

export function elementLocale(configLang: string | undefined): string {
  const page = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages;
  return resolveLocale([configLang, page, browser], availableLocales());
}
