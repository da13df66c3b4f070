// The element's language (the provider's locale, else the page-wide one) for the overview's dates.
import { useContext } from 'react';
import { getLocale } from '../../../i18n';
import { StackContext } from '../../../provider';

export function useLocale(): string {
  return useContext(StackContext)?.locale ?? getLocale();
}
