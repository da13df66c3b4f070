// The one line a status screen shows: in progress, done, failed (read out by screen readers), or plain information.

import type { ReactNode } from 'react';

export type StatusKind = 'busy' | 'done' | 'failed' | 'info';

export function StatusLine({ kind, className, children }: { kind: StatusKind; className?: string; children: ReactNode }): ReactNode {
  const base = kind === 'failed' ? 'stack-error' : 'stack-notice';
  return (
    <p
      className={className ? `${base} ${className}` : base}
      role={kind === 'failed' ? 'alert' : kind === 'info' ? undefined : 'status'}
      aria-busy={kind === 'busy' ? true : undefined}
    >
      {children}
    </p>
  );
}
