// Which language an element speaks: the first source that names a locale we have wins (element `lang`,
// then `data-lang` on the script tag, then `<html lang>`, then the browser's list); a region or script
// subtag falls back to its language (pt-BR -> pt, zh-Hans-CN -> zh); nothing known -> English.

/** Every locale the product ships: en built in, plus one file per code in ./locales/ (a test keeps the two equal). */
export const LOCALE_CODES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ar', 'nl', 'pl', 'tr', 'ja', 'zh', 'ko'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Languages written right to left (only `ar` ships today; the others are here for registered locales). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku', 'sd', 'ug']);

// Every element resolves its language on each render; twenty elements ask the same few tags.
const normalized = new Map<string, string>();

/** Lower-case with '-' separators, so `pt_BR` and `PT-br` compare equal. */
export function normalizeTag(tag: string): string {
  let normal = normalized.get(tag);
  if (normal === undefined) {
    normal = tag.trim().replace(/_/g, '-').toLowerCase();
    // Tags come from attributes, <html lang> and the browser: a handful per page.
    if (normalized.size < 256) normalized.set(tag, normal);
  }
  return normal;
}

/** The supported code a language tag maps to, or undefined: exact match first, then its language subtag. */
export function matchLocale(tag: string | null | undefined, available: readonly string[]): string | undefined {
  if (!tag) return undefined;
  const wanted = normalizeTag(tag);
  if (!wanted) return undefined;
  const language = wanted.split('-')[0]!;
  // The last code of a spelling wins, as it did when these were a map.
  let exact: string | undefined;
  let byLanguage: string | undefined;
  for (const code of available) {
    const normal = normalizeTag(code);
    if (normal === wanted) exact = code;
    if (normal === language) byLanguage = code;
  }
  return exact ?? byLanguage;
}

/**
 * The first candidate source that maps to an available locale; each source is one tag or a list (the
 * browser's languages, in order). Sources that are empty or name a locale we lack are skipped.
 */
export function resolveLocale(sources: readonly (string | readonly string[] | null | undefined)[], available: readonly string[] = LOCALE_CODES): string {
  for (const source of sources) {
    const tags = typeof source === 'string' ? [source] : (source ?? []);
    for (const tag of tags) {
      const match = matchLocale(tag, available);
      if (match) return match;
    }
  }
  return 'en';
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(normalizeTag(locale).split('-')[0]!) ? 'rtl' : 'ltr';
}
