// Translation: `t(key, vars)` with {name}-style interpolation, a locale registry (the shipped tables are
// loaded on demand, ./loader.ts), page overrides of single strings, and plural forms (./plural.ts).

import { en, type MessageKey, type Messages } from './en';
import { isPluralBase, pluralCategory, type PluralBase } from './plural';

export { en, type MessageKey, type Messages };
export { PLURAL_BASES, PLURAL_CATEGORIES, pluralCategory, type PluralBase, type PluralCategory } from './plural';
export { LOCALE_CODES, localeDirection, matchLocale, normalizeTag, resolveLocale, type LocaleCode } from './resolve';
export type MessageVars = Record<string, string | number>;
/** A message key, or the base of a counted message (its form is chosen from vars.n). */
export type TranslateKey = MessageKey | PluralBase;
export type Translate = (key: TranslateKey, vars?: MessageVars) => string;

export const DEFAULT_LOCALE = 'en';

const locales = new Map<string, Partial<Messages>>([[DEFAULT_LOCALE, en]]);
/** Page overrides of single strings, per locale; they win over the locale's table. */
const overrides = new Map<string, Partial<Messages>>();
let currentLocale = DEFAULT_LOCALE;

// A version that changes with every table or override, so mounted components re-render with new text.
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** Subscribes to table and override changes (useSyncExternalStore shape). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
}

/** Adds English strings the page's first file left out (the on-demand screens bring theirs). */
export function addEnglish(messages: Partial<Messages>): void {
  if (Object.keys(messages).length === 0) return;
  locales.set(DEFAULT_LOCALE, { ...locales.get(DEFAULT_LOCALE), ...messages });
  changed();
}

/** Adds (or replaces) a locale; keys it leaves out fall back to English. */
export function registerLocale(locale: string, messages: Partial<Messages>): void {
  locales.set(locale, messages);
  changed();
}

/**
 * Overrides single strings of a locale (merged with earlier overrides), e.g. a site's own wording of
 * 'signIn.title'. Works before or after the locale's table arrives, and for locales we do not ship.
 */
export function setMessages(locale: string, messages: Partial<Messages>): void {
  overrides.set(locale, { ...overrides.get(locale), ...messages });
  changed();
}

/** Sets the page-wide default locale; an unknown locale is refused so text never goes blank. */
export function setLocale(locale: string): void {
  if (!locales.has(locale) && !overrides.has(locale)) throw new Error(`Unknown locale "${locale}"; call registerLocale first`);
  currentLocale = locale;
  changed();
}

export function getLocale(): string {
  return currentLocale;
}

export function hasLocale(locale: string): boolean {
  return locales.has(locale);
}

/** Every locale with a table or overrides on this page. */
export function knownLocales(): string[] {
  return [...new Set([...locales.keys(), ...overrides.keys()])];
}

/** Replaces each {name} with vars[name]; placeholders without a value stay visible on purpose. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** The locale itself, then its language (de-AT -> de), then English. */
function chainOf(locale: string): string[] {
  const language = locale.split('-')[0]!;
  return [...new Set([locale, language, DEFAULT_LOCALE])];
}

function lookup(key: MessageKey, locale: string): string {
  for (const code of chainOf(locale)) {
    const text = overrides.get(code)?.[key] ?? locales.get(code)?.[key];
    if (text !== undefined) return text;
  }
  // The key itself only if a string is missing altogether (a screen rendered before its strings arrived).
  return locales.get(DEFAULT_LOCALE)?.[key] ?? en[key] ?? key;
}

export function t(key: TranslateKey, vars?: MessageVars, locale: string = currentLocale): string {
  const full: MessageKey = isPluralBase(key) ? `${key}.${pluralCategory(locale, vars?.n)}` : key;
  return interpolate(lookup(full, locale), vars);
}

/** A translate function bound to one locale (what the React hook hands to components). */
export function translatorFor(locale: string): Translate {
  return (key, vars) => t(key, vars, locale);
}
