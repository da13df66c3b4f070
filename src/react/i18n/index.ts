// Translation: `t(key, vars)` with {name}-style interpolation, plus a small locale registry so
// further locales (partial tables of the same keys) can be added without touching components.

import { en, type MessageKey, type Messages } from './en';

export { en, type MessageKey, type Messages };
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const DEFAULT_LOCALE = 'en';

const locales = new Map<string, Partial<Messages>>([[DEFAULT_LOCALE, en]]);
let currentLocale = DEFAULT_LOCALE;

/** Adds (or replaces) a locale; keys it leaves out fall back to English. */
export function registerLocale(locale: string, messages: Partial<Messages>): void {
  locales.set(locale, messages);
}

/** Sets the page-wide default locale; an unknown locale is refused so text never goes blank. */
export function setLocale(locale: string): void {
  if (!locales.has(locale)) throw new Error(`Unknown locale "${locale}"; call registerLocale first`);
  currentLocale = locale;
}

export function getLocale(): string {
  return currentLocale;
}

export function hasLocale(locale: string): boolean {
  return locales.has(locale);
}

/** Replaces each {name} with vars[name]; placeholders without a value stay visible on purpose. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

export function t(key: MessageKey, vars?: MessageVars, locale: string = currentLocale): string {
  const template = locales.get(locale)?.[key] ?? en[key];
  return interpolate(template, vars);
}

/** A translate function bound to one locale (what the React hook hands to components). */
export function translatorFor(locale: string): Translate {
  return (key, vars) => t(key, vars, locale);
}
