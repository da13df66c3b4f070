// Dates in the element's language (the provider's locale, else the page-wide one), medium style.

import { useContext, useMemo } from 'react';
import { getLocale } from '../../../../i18n';
import { StackContext } from '../../../../provider';

export function useDateFormat(): (date: Date) => string {
  const locale = useContext(StackContext)?.locale ?? getLocale();
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    } catch {
      // A locale name Intl does not know (a pseudo-locale in tests) falls back to the browser's.
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    }
    return (date) => format.format(date);
  }, [locale]);
}
