// @vitest-environment happy-dom
// An element's language: its `lang`, then `data-lang` on the script tag, then <html lang>, then the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureScriptDefaults, readConfig } from '../../../widget/config';
import { elementLocale } from '../../../widget/language';
import { siblingUrl, setSiblingOrigin } from '../../../widget/sibling-script';

afterEach(() => {
  captureScriptDefaults(null);
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
});

function scriptTag(lang?: string): HTMLScriptElement {
  const tag = document.createElement('script');
  if (lang) tag.setAttribute('data-lang', lang);
  return tag;
}

function languageOf(elementLang: string | null): string {
  const element = document.createElement('stack-sign-in');
  if (elementLang !== null) element.setAttribute('lang', elementLang);
  return elementLocale(readConfig(element).lang);
}

describe('element language', () => {
  it('follows the resolution order: element lang, script data-lang, html lang, browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
    document.documentElement.setAttribute('lang', 'fr');
    captureScriptDefaults(scriptTag('es'));
    expect(languageOf('de')).toBe('de');
    expect(languageOf(null)).toBe('es');
    captureScriptDefaults(scriptTag());
    expect(languageOf(null)).toBe('fr');
    document.documentElement.removeAttribute('lang');
    expect(languageOf(null)).toBe('it');
  });

  it('falls back from a region to its language and from the unknown to the next source', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE']);
    expect(languageOf('pt-BR')).toBe('pt');
    document.documentElement.setAttribute('lang', 'ar-EG');
    expect(languageOf('xx')).toBe('ar');
    document.documentElement.removeAttribute('lang');
    expect(languageOf(null)).toBe('en');
  });

  it('treats an empty lang attribute as absent', () => {
    captureScriptDefaults(scriptTag('de'));
    expect(languageOf('  ')).toBe('de');
  });
});

describe('sibling files', () => {
  afterEach(() => setSiblingOrigin(null));

  it('resolve against the script URL, wherever it is served from', () => {
    setSiblingOrigin('https://cdn.example.com/stack-elements@0.1.0/dist/stack-elements.js?v=3');
    expect(siblingUrl('locales/de')).toBe('https://cdn.example.com/stack-elements@0.1.0/dist/locales/de.js');
    setSiblingOrigin(null);
    expect(siblingUrl('locales/de')).toBeNull();
  });
});
