// The frame every account-settings section shares: a heading, the body, its progress and failure lines.

import type { ReactNode } from 'react';
import { FormError } from '../shared/field';

export interface SectionProps {
  id: string;
  title: string;
  description?: string;
  /** A failure in words (role=alert), shown under the body. */
  error?: string | null;
  /** A success line (role=status). */
  notice?: string | null;
  children: ReactNode;
}

export function Section({ id, title, description, error = null, notice = null, children }: SectionProps): ReactNode {
  return (
    <section className="stack-settings-section" data-section={id} aria-labelledby={`stack-settings-${id}`}>
      <h3 className="stack-settings-title" id={`stack-settings-${id}`}>
        {title}
      </h3>
      {description ? <p className="stack-settings-description">{description}</p> : null}
      {children}
      <FormError message={error} />
      {notice ? (
        <p className="stack-notice" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
