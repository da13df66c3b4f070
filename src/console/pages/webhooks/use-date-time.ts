// Dates with the time of day in the element's language, for the delivery log.

import { useContext, useMemo } from 'react';
import { getLocale } from '../../../react/i18n';
import { StackContext } from '../../../react/provider';

export function useDateTimeFormat(): (date: Date) => string {
  const locale = useContext(StackContext)?.locale ?? getLocale();
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A locale Intl does not know falls back to the browser's.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    return (date) => format.format(date);
  }, [locale]);
}
