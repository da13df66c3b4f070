// Small feedback pieces: the saved confirmation beside its button (it fades), skeletons with the final
// size, and the empty state (icon, one sentence, the action that fills it).

import type { ReactNode } from 'react';
import { CircleCheck, iconProps } from './icons';

/** Put it in the same actions row as the button that caused it; `key` it per save so it replays. */
export function SavedNote({ children }: { children: ReactNode }): ReactNode {
  return (
    <span className="stack-saved" role="status">
      <CircleCheck {...iconProps} size={14} />
      {children}
    </span>
  );
}

export function Skeleton({ lines = 1, height = 16, label }: { lines?: number; height?: 16 | 36 | 56; label?: string }): ReactNode {
  return (
    <div className="stack-skeleton" aria-busy="true" role={label ? 'status' : undefined} aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="stack-skeleton-line" data-height={height} />
      ))}
    </div>
  );
}

export function EmptyState({ icon, children, action }: { icon: ReactNode; children: ReactNode; action?: ReactNode }): ReactNode {
  return (
    <div className="stack-empty">
      <span className="stack-empty-icon">{icon}</span>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A row of buttons (and the SavedNote) under a form. */
export function Actions({ children, align = 'start' }: { children: ReactNode; align?: 'start' | 'end' | 'between' }): ReactNode {
  return (
    <div className="stack-actions" data-align={align}>
      {children}
    </div>
  );
}

export const feedbackCss = `
.stack-saved { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; color: var(--stack-success); animation: stack-fade-out 4s ease-out forwards; }
.stack-skeleton { display: flex; flex-direction: column; gap: 10px; }
.stack-skeleton-line { display: block; height: 16px; border-radius: 4px; background: var(--stack-muted); animation: stack-shimmer 1.4s ease-in-out infinite; }
.stack-skeleton-line[data-height='36'] { height: 36px; border-radius: calc(var(--stack-radius) - 2px); }
.stack-skeleton-line[data-height='56'] { height: 56px; border-radius: var(--stack-radius); }
.stack-skeleton-line:last-child:not(:first-child) { width: 60%; }
.stack-avatar-loading { display: block; width: 40px; }
.stack-avatar-loading .stack-skeleton-line { height: 40px; border-radius: 50%; }
.stack-empty { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px; text-align: center; color: var(--stack-muted-foreground);
  border: 1px dashed var(--stack-border); border-radius: var(--stack-radius); }
.stack-empty-icon { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: var(--stack-muted); color: var(--stack-foreground); }
.stack-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.stack-actions[data-align='end'] { justify-content: flex-end; }
.stack-actions[data-align='between'] { justify-content: space-between; }
`;
