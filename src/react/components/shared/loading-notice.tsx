// The one "Loading…" line every element shows while it waits for data.
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';

export function LoadingNotice(): ReactNode {
  const t = useTranslation();
  return (
    <p className="stack-notice" aria-busy="true">
      {t('state.loading')}
    </p>
  );
}
