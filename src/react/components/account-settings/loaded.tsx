// One rendering of a cached list's three states: a skeleton while loading, the failure in words with
// "Try again", and otherwise whatever the caller draws from the value.
import type { ReactNode } from 'react';
import { errorToText } from '../../errors';
import { useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form';
import type { CachedState } from '../../shared/use-cached';
import { LoadingNotice } from '../../shared/loading-notice';

export interface LoadedProps<T> {
  state: CachedState<T> & { retry(): void };
  /** The sentence before the error's own words, e.g. "Could not load your teams." */
  failedText: string;
  children: (value: T) => ReactNode;
}

export function Loaded<T>({ state, failedText, children }: LoadedProps<T>): ReactNode {
  const t = useTranslation();
  if (state.status === 'loading') return <LoadingNotice lines={2} height={56} />;
  if (state.status === 'error') {
    return (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={state.retry}>
            {t('action.retry')}
          </Button>
        }
      >
        {failedText} {errorToText(state.error, t)}
      </Alert>
    );
  }
  return children(state.value);
}
