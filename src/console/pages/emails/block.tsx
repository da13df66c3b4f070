// One part of the E-mails page (server, themes, templates, sent mail) under the page's heading: the
// section frame one level down (h4), with its action, failure and success lines.

import type { ReactNode } from 'react';
import { Alert } from '../../../react/ui';

export interface BlockProps {
  id: string;
  title: string;
  description?: string;
  /** Beside the title, e.g. "Refresh". */
  action?: ReactNode;
  error?: string | null;
  notice?: string | null;
  children: ReactNode;
}

export function Block({ id, title, description, action, error = null, notice = null, children }: BlockProps): ReactNode {
  const headingId = `stack-emails-${id}`;
  return (
    <section className="stack-emails-block" part="section" data-block={id} aria-labelledby={headingId}>
      <header className="stack-emails-block-header">
        <div className="stack-settings-section-text">
          <h4 className="stack-emails-block-title" id={headingId}>
            {title}
          </h4>
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
