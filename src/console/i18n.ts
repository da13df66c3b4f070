// The console's words: one English table made of each page's own strings (pages/<id>/strings.ts), kept
// out of the end-user script. Same {name} interpolation as the end-user table.

import { interpolate, type MessageVars } from '../react/i18n';
import { shellStrings } from './shell-strings';
import { PAGE_STRINGS } from './pages/strings';

export const consoleEn = { ...shellStrings, ...PAGE_STRINGS } as const;

export type ConsoleMessageKey = keyof typeof consoleEn;
export type ConsoleTranslate = (key: ConsoleMessageKey, vars?: MessageVars) => string;

export const consoleT: ConsoleTranslate = (key, vars) => interpolate(consoleEn[key], vars);

/** The console's translate function (English only for now; the hook keeps call sites ready for more). */
export function useConsoleT(): ConsoleTranslate {
  return consoleT;
}
