// The script tag bundle's locale loader: each shipped table is dist/locales/<code>.js beside the script
// (built by the localeFiles plugin of vite.config.ts), loaded only when an element speaks that language.

import { setLocaleLoader } from '../src/react/i18n/loader';
import type { Messages } from '../src/react/i18n';
import { loadSibling } from './sibling-script';

/** The sibling file name of a locale's table (the build step writes the same name). */
export function localeFileName(code: string): string {
  return `locales/${code}`;
}

export async function loadLocaleFile(code: string): Promise<Messages> {
  const value = await loadSibling(localeFileName(code));
  if (typeof value !== 'object' || value === null) throw new Error(`locales/${code}.js carries no table`);
  return value as Messages;
}

/** Installs the sibling-file loader as the page's locale loader. */
export function installLocaleFiles(): void {
  setLocaleLoader(loadLocaleFile);
}
