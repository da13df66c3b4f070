// What a page shows while something runs that ends by leaving it: a busy card whose title is the live
// status, and for redirects a plain link in case the browser blocks or delays the redirect.

import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { useRedirectHref, type RedirectTarget } from './redirect-href';

export function BusyCard({ label, children }: { label: string; children?: ReactNode }): ReactNode {
  return (
    <Card
      className="stack-busy-card"
      title={
        <span className="stack-busy-title" role="status" aria-busy="true">
          <Spinner size={20} />
          {label}
        </span>
      }
    >
      {children}
    </Card>
  );
}

export function Redirecting({ label, target = 'afterSignIn' }: { label?: string; target?: RedirectTarget }): ReactNode {
  const t = useTranslation();
  const href = useRedirectHref(target);
  return (
    <BusyCard label={label ?? t('handler.redirecting')}>
      <p className="stack-busy-hint">
        {t('handler.redirectHint')}{' '}
        <a className="stack-link" href={href}>
          {t('handler.continue')}
        </a>
      </p>
    </BusyCard>
  );
}
