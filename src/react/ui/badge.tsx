// Badge (DESIGN.md §2): Primary, Verified / Unverified, Used for sign-in, This device, You, Owner.

import type { ReactNode } from 'react';

export type BadgeTone = 'primary' | 'success' | 'danger' | 'outline' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }): ReactNode {
  return (
    <span className="stack-badge" part="badge" data-tone={tone}>
      {children}
    </span>
  );
}

export const badgeCss = `
.stack-badge { display: inline-flex; align-items: center; gap: 4px; height: 20px; padding: 0 8px; border: 1px solid transparent; border-radius: 999px;
  font-size: 12px; font-weight: 500; line-height: 1; white-space: nowrap; }
.stack-badge[data-tone='primary'] { background: var(--stack-primary); color: var(--stack-primary-foreground); }
.stack-badge[data-tone='success'] { color: var(--stack-success); border-color: color-mix(in srgb, var(--stack-success) 45%, transparent); }
.stack-badge[data-tone='danger'] { color: var(--stack-danger); border-color: color-mix(in srgb, var(--stack-danger) 45%, transparent); }
.stack-badge[data-tone='outline'] { color: var(--stack-foreground); border-color: var(--stack-border); }
.stack-badge[data-tone='neutral'] { background: var(--stack-muted); color: var(--stack-foreground); }
`;
