// Dates in the element's language (the provider's locale, else the page-wide one), medium style.

import { useDateTimeFormat } from '../i18n/use-locale';

const MEDIUM = { dateStyle: 'medium' } as const;

export function useDateFormat(): (date: Date) => string {
  return useDateTimeFormat(MEDIUM);
}
