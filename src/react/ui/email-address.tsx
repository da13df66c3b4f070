// An e-mail address shown in a narrow place (a menu, a row, a member list): one line, never broken at a
// hyphen or a dot, cut with an ellipsis when it must be, the full address in its tooltip and its text.

import type { ReactNode } from 'react';

export function EmailAddress({ children }: { children: string }): ReactNode {
  return (
    <span className="stack-email" dir="ltr" title={children}>
      {children}
    </span>
  );
}

export const emailAddressCss = `
.stack-email { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; unicode-bidi: isolate; }
`;
