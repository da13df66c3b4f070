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
