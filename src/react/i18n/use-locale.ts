// React side of the locale loader and the Intl formatters: components wait for a table, and dates follow
// the element's language.

import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { StackContext } from '../provider';
import { getLocale, messagesVersion, subscribeMessages } from './index';
import { ensureLocale, localeStatus, subscribeLocaleStatus, type LocaleStatus } from './loader';
import { dateTimeFormatter } from './format';

/** Starts loading `code` if it is a shipped locale not loaded yet, and reports its status as it changes. */
export function useLocaleStatus(code: string): LocaleStatus {
  const status = useSyncExternalStore(subscribeLocaleStatus, () => localeStatus(code), () => localeStatus(code));
  useEffect(() => {
    void ensureLocale(code);
  }, [code]);
  return status;
}

/** The language of the nearest StackProvider (else the page-wide default). */
export function useActiveLocale(): string {
  return useContext(StackContext)?.locale ?? getLocale();
}

/** Formats dates in the element's language with Intl.DateTimeFormat (options e.g. { dateStyle: 'medium' }). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const locale = useActiveLocale();
  const key = JSON.stringify(options);
  // The options object is usually a fresh literal: its JSON is the stable dependency.
  return useMemo(() => dateTimeFormatter(locale, options), [locale, key]);
}

/** Changes whenever the words would: the element's language, or a table arriving (shown failures are worded again). */
export function useLanguageKey(): string {
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  return `${useActiveLocale()}:${version}`;
}
