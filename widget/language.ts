// The language of one element: its `lang` attribute, else `data-lang` on the script tag (both arrive as
// config.lang, ./config.ts), else the page's <html lang>, else the browser's languages; unknown -> en.

import { knownLocales, LOCALE_CODES, messagesVersion, resolveLocale } from '../src/react/i18n';

/** The shipped locales plus any the page registered or overrode (StackElements.setMessages). */
export function availableLocales(): string[] {
  return [...new Set<string>([...LOCALE_CODES, ...knownLocales()])];
}

// The last answer and what it was made from: the elements of a page usually ask the same question.
let last: { key: string; locale: string } | null = null;

export function elementLocale(configLang: string | undefined): string {
  const page = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages;
  // The tables' version covers registered and overridden locales.
  const key = [configLang ?? '', page ?? '', (browser ?? []).join(','), messagesVersion()].join('\u0000');
  if (last?.key !== key) last = { key, locale: resolveLocale([configLang, page, browser], availableLocales()) };
  return last.locale;
}
