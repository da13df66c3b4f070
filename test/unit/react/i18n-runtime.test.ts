// The runtime around the tables: language resolution order and region fallback, plural forms through
// Intl.PluralRules, dates through Intl.DateTimeFormat, page overrides, and the on-demand loader.
import { afterEach, describe, expect, it } from 'vitest';
import { en, LOCALE_CODES, localeDirection, matchLocale, pluralCategory, registerLocale, resolveLocale, setMessages, subscribeMessages, t, type Messages } from '../../../src/react/i18n';
import { dateTimeFormatter } from '../../../src/react/i18n/format';
import { ensureLocale, localeStatus, setLocaleLoader } from '../../../src/react/i18n/loader';
import ar from '../../../src/react/i18n/locales/ar';
import de from '../../../src/react/i18n/locales/de';

const AVAILABLE = ['en', 'de', 'pt', 'zh', 'ar'];

describe('resolveLocale', () => {
  it('takes the first source that names an available locale, in the order given', () => {
    expect(resolveLocale(['de', 'pt', ['ar']], AVAILABLE)).toBe('de');
    expect(resolveLocale([undefined, 'pt', ['ar']], AVAILABLE)).toBe('pt');
    expect(resolveLocale([null, '', ['ar', 'de']], AVAILABLE)).toBe('ar');
  });

  it('skips a source naming a locale we lack and goes on to the next', () => {
    expect(resolveLocale(['sv', 'de'], AVAILABLE)).toBe('de');
    expect(resolveLocale([undefined, undefined, ['sv-SE', 'fi', 'pt-PT']], AVAILABLE)).toBe('pt');
  });

  it('falls back from region and script subtags to the language', () => {
    expect(matchLocale('pt-BR', AVAILABLE)).toBe('pt');
    expect(matchLocale('zh-Hans', AVAILABLE)).toBe('zh');
    expect(matchLocale('zh-CN', AVAILABLE)).toBe('zh');
    expect(matchLocale('zh_Hant_TW', AVAILABLE)).toBe('zh');
    expect(matchLocale('DE-at', AVAILABLE)).toBe('de');
  });

  it('prefers an exact registered tag over its language', () => {
    expect(matchLocale('pt-BR', [...AVAILABLE, 'pt-BR'])).toBe('pt-BR');
  });

  it('is English when nothing is known', () => {
    expect(resolveLocale(['xx', undefined, ['yy-ZZ']], AVAILABLE)).toBe('en');
    expect(resolveLocale([], AVAILABLE)).toBe('en');
  });

  it('ships the listed locales by default', () => {
    expect(resolveLocale(['fr-CA'])).toBe('fr');
    expect(LOCALE_CODES).toContain('en');
  });

  it('knows which languages are written right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('ar-EG')).toBe('rtl');
    expect(localeDirection('he')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
    expect(localeDirection('en')).toBe('ltr');
  });
});

describe('plural forms', () => {
  it('picks the CLDR category of the locale', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 8)).toBe('other');
    expect(pluralCategory('ar', 0)).toBe('zero');
    expect(pluralCategory('ar', 2)).toBe('two');
    expect(pluralCategory('ar', 5)).toBe('few');
    expect(pluralCategory('ar', 11)).toBe('many');
    expect(pluralCategory('ar', 100)).toBe('other');
    expect(pluralCategory('en', undefined)).toBe('other');
  });

  it('t() chooses the form of a counted message from vars.n', () => {
    expect(t('signUp.passwordHint', { n: 1 }, 'en')).toBe('At least 1 character.');
    expect(t('signUp.passwordHint', { n: 8 }, 'en')).toBe('At least 8 characters.');
    expect(t('error.field.tooLong', { n: 1 }, 'en')).toBe('This is too long. Use at most 1 character.');
    registerLocale('ar', ar);
    expect(t('signUp.passwordHint', { n: 8 }, 'ar')).toBe(ar['signUp.passwordHint.few'].replace('{n}', '8'));
    expect(t('signUp.passwordHint', { n: 12 }, 'ar')).toBe(ar['signUp.passwordHint.many'].replace('{n}', '12'));
    expect(ar['signUp.passwordHint.few']).not.toBe(ar['signUp.passwordHint.many']);
  });
});

describe('dates', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 12, 0));

  it('formats in the given locale', () => {
    const german = dateTimeFormatter('de', { dateStyle: 'long', timeZone: 'UTC' })(date);
    const english = dateTimeFormatter('en', { dateStyle: 'long', timeZone: 'UTC' })(date);
    expect(german).toBe('5. März 2026');
    expect(english).toBe('March 5, 2026');
    expect(dateTimeFormatter('ar', { dateStyle: 'long', timeZone: 'UTC' })(date)).not.toBe(english);
  });

  it('falls back to the default locale for a tag Intl refuses', () => {
    expect(() => dateTimeFormatter('not a tag!', { dateStyle: 'medium' })(date)).not.toThrow();
  });
});

describe('page overrides', () => {
  afterEach(() => setMessages('de', { 'signIn.title': de['signIn.title'] }));

  it('win over the table, merge with earlier ones, and notify subscribers', () => {
    registerLocale('de', de);
    let heard = 0;
    const unsubscribe = subscribeMessages(() => heard++);
    setMessages('de', { 'signIn.title': 'Willkommen zurück' });
    setMessages('de', { 'signUp.title': 'Neu hier?' });
    unsubscribe();
    expect(heard).toBe(2);
    expect(t('signIn.title', undefined, 'de')).toBe('Willkommen zurück');
    expect(t('signUp.title', undefined, 'de')).toBe('Neu hier?');
    expect(t('signIn.submit', undefined, 'de')).toBe(de['signIn.submit']);
  });

  it('apply to a regional tag through its language, and English overrides to English', () => {
    setMessages('en', { 'signIn.or': 'or else' });
    expect(t('signIn.or', undefined, 'en')).toBe('or else');
    expect(t('signIn.title', undefined, 'de-CH')).toBe(de['signIn.title']);
    setMessages('en', { 'signIn.or': en['signIn.or'] });
  });
});

describe('on-demand loader', () => {
  afterEach(() => setLocaleLoader(null));

  it('loads a shipped locale once, shares the request, and registers the table', async () => {
    const asked: string[] = [];
    setLocaleLoader(async (code) => {
      asked.push(code);
      return { ...de, 'signIn.title': `loaded ${code}` } as Messages;
    });
    const code = LOCALE_CODES.find((c) => c === 'fr')!;
    expect(localeStatus(code)).toBe('loading');
    const [a, b] = await Promise.all([ensureLocale(code), ensureLocale(code)]);
    expect([a, b]).toEqual(['ready', 'ready']);
    expect(asked).toEqual(['fr']);
    expect(t('signIn.title', undefined, 'fr')).toBe('loaded fr');
    expect(await ensureLocale('en')).toBe('ready');
    expect(asked).toEqual(['fr']);
  });

  it('reports a failed load, never rejects, and leaves English in place', async () => {
    setLocaleLoader(() => Promise.reject(new Error('404')));
    expect(await ensureLocale('it')).toBe('failed');
    expect(localeStatus('it')).toBe('failed');
    expect(t('signIn.title', undefined, 'it')).toBe(en['signIn.title']);
  });

  it('does not fetch a locale that is not shipped', async () => {
    const asked: string[] = [];
    setLocaleLoader(async (code) => {
      asked.push(code);
      return de;
    });
    expect(await ensureLocale('sv')).toBe('ready');
    expect(asked).toEqual([]);
  });
});
