// The frame every account-settings section and console page shares: title, one-line description, the
// body (rows or a form), and the section's failure and success lines.

import type { ReactNode, RefObject } from 'react';
import { Alert } from '../ui/form';
import { useFocusRequest } from '../ui/use-focus-request';

export interface SectionProps {
  id: string;
  title: string;
  description?: string;
  /** A failure in words (role=alert), shown under the body until the next attempt. */
  error?: string | null;
  /** A success line (role=status). */
  notice?: string | null;
  /** Beside the title, e.g. an "Add" button. */
  action?: ReactNode;
  /** Lets the section move focus to its heading (after the focused row went away). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function Section({ id, title, description, error = null, notice = null, action, headingRef, children }: SectionProps): ReactNode {
  return (
    <section className="stack-settings-section" part="section" data-section={id} aria-labelledby={`stack-settings-${id}`}>
      <header className="stack-settings-section-header">
        <div className="stack-settings-section-text">
          <h3 ref={headingRef} className="stack-settings-title" id={`stack-settings-${id}`} tabIndex={-1}>
            {title}
          </h3>
          {description ? <p className="stack-settings-description">{description}</p> : null}
        </div>
        {action}
      </header>
      {children}
      {error ? <Alert>{error}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
    </section>
  );
}

/** Focus for the section heading once the next render is on screen (the focused row may be gone by then). */
export function useHeadingFocus(): { ref: RefObject<HTMLHeadingElement | null>; request(): void } {
  return useFocusRequest<HTMLHeadingElement>();
}


export const sectionCss = `
.stack-settings-section { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.stack-settings-section + .stack-settings-section { padding-top: 24px; border-top: 1px solid var(--stack-border); }
.stack-settings-section-header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; padding-bottom: 4px; }
.stack-settings-section-text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.stack-settings-title { font-size: 16px; font-weight: 600; line-height: 1.4; }
.stack-settings-title:focus { outline: none; }
.stack-settings-title:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; border-radius: 2px; }
.stack-settings-description { font-size: 13px; color: var(--stack-muted-foreground); }
`;
