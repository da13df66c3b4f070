// The cards of the pages opened from links and redirects: one that ends a flow or tells why it cannot go
// on (title, one announced sentence, the next actions: no dead ends, DESIGN.md §3), and the skeleton
// card of the final size shown while a page finds out which step it is on.

import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { Alert, type AlertKind } from '../../ui/form';

export interface StatusCardProps {
  title: string;
  kind: AlertKind;
  message: ReactNode;
  /** The next actions, primary first (ButtonLink / Button, full width). */
  actions?: ReactNode;
  /** A hook for tests and page CSS, e.g. 'stack-team-invitation-joined'. */
  className?: string;
  children?: ReactNode;
}

export function StatusCard({ title, kind, message, actions, className, children }: StatusCardProps): ReactNode {
  return (
    <Card title={title} className={className}>
      <Alert kind={kind}>{message}</Alert>
      {children}
      {actions ? <div className="stack-stack">{actions}</div> : null}
    </Card>
  );
}

/** One placeholder of a waiting card: a line of text, a labelled field, a button, a row (avatar and two lines). */
export type WaitingShape = 'text' | 'field' | 'field-hint' | 'button' | 'row';

export function WaitingCard({ title, subtitle, label, shape }: { title: string; subtitle?: string; label: string; shape: readonly WaitingShape[] }): ReactNode {
  return (
    <Card title={title} subtitle={subtitle}>
      <div className="stack-waiting" role="status" aria-busy="true" aria-label={label}>
        {shape.map((kind, index) => (
          <span key={index} className="stack-waiting-item" data-shape={kind}>
            {kind.startsWith('field') ? <span className="stack-skeleton-line" data-height="16" /> : null}
            <span className="stack-skeleton-line" data-height={kind === 'text' ? '16' : kind === 'row' ? '56' : '36'} />
            {kind === 'field-hint' ? <span className="stack-skeleton-line" data-height="16" /> : null}
          </span>
        ))}
      </div>
    </Card>
  );
}

export const statusCardCss = `
.stack-step { display: contents; }
/* A heading takes focus only to start the reading there after a step (useStepFocus); it is not a control. */
.stack-step :is(h1, h2)[tabindex='-1']:focus { outline: none; }
.stack-waiting { display: flex; flex-direction: column; gap: 16px; }
.stack-waiting-item { display: flex; flex-direction: column; gap: 6px; }
.stack-waiting-item[data-shape^='field'] > .stack-skeleton-line[data-height='16'] { width: 40%; height: 14px; }
.stack-waiting-item[data-shape='text'] > .stack-skeleton-line { width: 80%; margin-inline: auto; }
.stack-waiting-item[data-shape='button'] + .stack-waiting-item[data-shape='button'] { margin-top: -4px; }
.stack-busy-title { display: inline-flex; align-items: center; justify-content: center; gap: 12px; }
.stack-busy-title > .stack-spinner { color: var(--stack-muted-foreground); }
.stack-busy-hint { text-align: center; font-size: 13px; color: var(--stack-muted-foreground); }
`;
