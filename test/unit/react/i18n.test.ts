import { afterEach, describe, expect, it } from 'vitest';
import { en, getLocale, interpolate, registerLocale, setLocale, t } from '../../../src/react/i18n';

describe('i18n', () => {
  afterEach(() => setLocale('en'));

  it('interpolates {n}-style variables', () => {
    expect(interpolate('Minimum length is {n}.', { n: 12 })).toBe('Minimum length is 12.');
    expect(interpolate('{a} and {b} and {a}', { a: 'x', b: 2 })).toBe('x and 2 and x');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('Hello {name}, {n}', { n: 1 })).toBe('Hello {name}, 1');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('has the SPEC §5 messages verbatim', () => {
    expect(t('password.tooShort', { n: 8 })).toBe('Password too short. Minimum length is 8.');
    expect(t('password.tooLong', { n: 70 })).toBe('Password too long. Maximum length is 70.');
    expect(t('password.mismatch')).toBe('Passwords do not match.');
  });

  it('uses a registered locale and falls back to English for keys it leaves out', () => {
    registerLocale('de', { 'password.mismatch': 'Die Passwörter stimmen nicht überein.' });
    expect(t('password.mismatch', undefined, 'de')).toBe('Die Passwörter stimmen nicht überein.');
    expect(t('signIn.submit', undefined, 'de')).toBe(en['signIn.submit']);
    setLocale('de');
    expect(getLocale()).toBe('de');
    expect(t('password.mismatch')).toBe('Die Passwörter stimmen nicht überein.');
  });

  it('refuses an unknown locale instead of showing blank text', () => {
    expect(() => setLocale('xx-unknown')).toThrow(/Unknown locale/);
    expect(getLocale()).toBe('en');
  });
});
