// A rule with centred text ("or") between the providers and the e-mail form.

import type { ReactNode } from 'react';

export function Divider({ label }: { label?: string }): ReactNode {
  if (!label) return <hr className="stack-divider-line" part="divider" />;
  return (
    <div className="stack-divider" part="divider" role="separator" aria-label={label}>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

export const dividerCss = `
.stack-divider { display: flex; align-items: center; gap: 12px; font-size: 12px; color: var(--stack-muted-foreground); text-transform: uppercase; letter-spacing: 0.04em; }
.stack-divider::before, .stack-divider::after { content: ''; flex: 1; height: 1px; background: var(--stack-border); }
.stack-divider-line { width: 100%; height: 1px; margin: 0; border: 0; background: var(--stack-border); }
`;
