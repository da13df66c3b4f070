// What a handler page shows while the browser leaves it (the app's REDIRECT_PAUSE_MS pause).

import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';

export function Redirecting({ label }: { label?: string }): ReactNode {
  const t = useTranslation();
  return (
    <p className="stack-notice" aria-busy="true" role="status">
      {label ?? t('handler.redirecting')}
    </p>
  );
}
