// The busy indicator inside buttons and loading states.

import type { ReactNode } from 'react';

export function Spinner({ size = 16 }: { size?: number }): ReactNode {
  return (
    <svg className="stack-spinner" width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const spinnerCss = `.stack-spinner { flex: none; animation: stack-spin 0.8s linear infinite; }`;
