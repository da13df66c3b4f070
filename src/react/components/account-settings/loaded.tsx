// One rendering of a cached list's three states: a busy notice while loading, the failure in words with
// Retry, and otherwise whatever the caller draws from the value.
import type { ReactNode } from 'react';
import { errorToText } from '../../errors';
import { useTranslation } from '../../hooks';
import type { CachedState } from './use-cached';
import { LoadingNotice } from '../shared/loading-notice';

export interface LoadedProps<T> {
  state: CachedState<T> & { retry(): void };
  /** The sentence before the error's own words, e.g. "Could not load your teams." */
  failedText: string;
  children: (value: T) => ReactNode;
}

export function Loaded<T>({ state, failedText, children }: LoadedProps<T>): ReactNode {
  const t = useTranslation();
  if (state.status === 'loading') {
    return <LoadingNotice />;
  }
  if (state.status === 'error') {
    return (
      <div className="stack-error" role="alert">
        <p>
          {failedText} {errorToText(state.error, t)}
        </p>
        <button className="stack-button stack-button-secondary" type="button" onClick={state.retry}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  return children(state.value);
}
