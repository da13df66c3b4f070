// Row (DESIGN.md §2): title and description left, the primary action right, secondary actions in a "…"
// menu. Lists are rows inside one bordered group.

import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './button';
import { Ellipsis, iconProps } from './icons';
import { Menu } from './menu';

export function RowGroup({ label, children }: { label?: string; children: ReactNode }): ReactNode {
  return (
    <ul className="stack-row-group" aria-label={label}>
      {children}
    </ul>
  );
}

export interface RowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** An icon or avatar before the text. */
  leading?: ReactNode;
  badges?: ReactNode;
  /** The primary action (a button) and/or a RowMenu. */
  actions?: ReactNode;
  /** Content under the row (an inline form while editing). */
  below?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

export function Row({ title, description, leading, badges, actions, below, className, ...rest }: RowProps): ReactNode {
  return (
    <li className={['stack-row', className].filter(Boolean).join(' ')} part="row" {...rest}>
      <div className="stack-row-main">
        {leading ? <span className="stack-row-leading">{leading}</span> : null}
        <div className="stack-row-text">
          <div className="stack-row-title">
            <span className="stack-row-title-text">{title}</span>
            {badges}
          </div>
          {description ? <div className="stack-row-description">{description}</div> : null}
        </div>
        {actions ? <div className="stack-row-actions">{actions}</div> : null}
      </div>
      {below ? <div className="stack-row-below">{below}</div> : null}
    </li>
  );
}

/** The "…" menu of a row; `label` names it for screen readers ("More actions for alice@example.com"). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <Menu
      label={label}
      align="end"
      trigger={({ ref, ...props }) => (
        <Button ref={ref} variant="ghost" size="icon" aria-label={label} title={label} {...props} icon={<Ellipsis {...iconProps} />} />
      )}
    >
      {children}
    </Menu>
  );
}

export const rowCss = `
.stack-row-group { display: flex; flex-direction: column; border: 1px solid var(--stack-border); border-radius: var(--stack-radius); background: var(--stack-card); }
.stack-row { padding: 12px 16px; min-width: 0; }
.stack-row + .stack-row { border-top: 1px solid var(--stack-border); }
.stack-row-main { display: flex; align-items: center; gap: 12px; min-width: 0; }
.stack-row-leading { display: inline-grid; place-items: center; flex: none; color: var(--stack-muted-foreground); }
.stack-row-text { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.stack-row-title { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; font-size: 14px; font-weight: 500; min-width: 0; }
.stack-row-title-text { min-width: 0; overflow-wrap: anywhere; }
.stack-row-description { font-size: 13px; color: var(--stack-muted-foreground); overflow-wrap: anywhere; }
.stack-row-actions { display: flex; align-items: center; gap: 8px; flex: none; }
.stack-row-below { padding-top: 12px; }
@container (max-width: 479px) { .stack-row { padding: 12px; } .stack-row-main { flex-wrap: wrap; } }
`;
