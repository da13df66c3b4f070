// StackProvider: hands the app, the locale and the action wrapper to every hook and component.

import { createContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { StackClientAppApi } from '../core/internal';
import { getLocale, messagesVersion, subscribeMessages, translatorFor, type Translate } from './i18n';
import { ensureLocale } from './i18n/loader';
import { LOCALE_CODES, matchLocale } from './i18n/resolve';

/**
 * Wraps every user-initiated auth action (sign-in, sign-up, sign-out). The widget uses it to
 * attribute the resulting session change to the element where the action happened.
 */
export type RunAction = <T>(action: () => Promise<T>) => Promise<T>;

export interface StackContextValue {
  app: StackClientAppApi;
  /** undefined means the page-wide default locale of the i18n module. */
  locale: string | undefined;
  runAction: RunAction;
  /** The translator for `locale`, current with the loaded tables and page overrides (StackProvider fills it). */
  translate?: Translate;
}

export const StackContext = createContext<StackContextValue | null>(null);

const runDirectly: RunAction = (action) => action();

export interface StackProviderProps {
  app: StackClientAppApi;
  locale?: string;
  runAction?: RunAction;
  children?: ReactNode;
}

export function StackProvider({ app, locale, runAction = runDirectly, children }: StackProviderProps): ReactNode {
  // One subscription to the tables per provider, not one per component that shows text (issue 16).
  const messages = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  const value = useMemo<StackContextValue>(
    () => ({ app, locale, runAction, translate: translatorFor(locale ?? getLocale()) }),
    [app, locale, runAction, messages],
  );
  // A shipped locale not loaded yet is fetched through the installed loader; English shows until it arrives.
  useEffect(() => {
    // A regional tag (pt-BR) loads its language's table (pt), which t() falls back to.
    const shipped = matchLocale(locale, LOCALE_CODES);
    if (shipped) void ensureLocale(shipped);
  }, [locale]);
  return <StackContext.Provider value={value}>{children}</StackContext.Provider>;
}
