// The element's language (the provider's locale, else the page-wide one) for the overview's dates.
import { useContext } from 'react';
import { getLocale } from '../../../react/i18n';
import { StackContext } from '../../../react/provider';

export function useLocale(): string {
  return useContext(StackContext)?.locale ?? getLocale();
}
