// The auth Card (DESIGN.md §2): at most 400 px, centred, 32 px padding (24 px under 480 px); a header
// with title and one-line subtitle, the body, and a footer for the switch link.

import { createContext, useContext, type ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Above the title, e.g. a Back button. */
  before?: ReactNode;
  footer?: ReactNode;
  /** wide: for pages that hold more than one form (CLI confirm, invitations). */
  size?: 'auth' | 'wide';
  className?: string;
  children?: ReactNode;
  /** Heading level of the title; default from CardLevelContext (2, full pages provide 1). */
  level?: 1 | 2;
}

/** The heading level of the cards inside: a full page (the handler) provides 1, so its one card title is the page's h1. */
export const CardLevelContext = createContext<1 | 2>(2);

export function Card({ title, subtitle, before, footer, size = 'auth', className, children, level }: CardProps): ReactNode {
  const contextLevel = useContext(CardLevelContext);
  const Heading = (level ?? contextLevel) === 1 ? 'h1' : 'h2';
  return (
    <section className={['stack-card', className].filter(Boolean).join(' ')} data-size={size} part="card">
      {before}
      {title || subtitle ? (
        <header className="stack-card-header" part="header">
          {title ? (
            <Heading className="stack-card-title" part="title">
              {title}
            </Heading>
          ) : null}
          {subtitle ? (
            <p className="stack-card-subtitle" part="subtitle">
              {subtitle}
            </p>
          ) : null}
        </header>
      ) : null}
      {children}
      {footer ? (
        <footer className="stack-card-footer" part="footer">
          {footer}
        </footer>
      ) : null}
    </section>
  );
}

export const cardCss = `
.stack-card { display: flex; flex-direction: column; gap: 24px; width: 100%; max-width: 400px; margin-inline: auto; padding: 32px;
  background: var(--stack-card); color: var(--stack-foreground); border: 1px solid var(--stack-border);
  border-radius: calc(var(--stack-radius) + 4px); box-shadow: var(--_s-shadow-card); }
.stack-card[data-size='wide'] { max-width: 480px; }
.stack-card-header { display: flex; flex-direction: column; gap: 6px; text-align: center; }
.stack-card-title { font-size: 20px; font-weight: 600; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.stack-card-subtitle { font-size: 14px; color: var(--stack-muted-foreground); }
.stack-card-footer { padding-top: 20px; margin-top: -4px; border-top: 1px solid var(--stack-border); text-align: center; font-size: 14px; color: var(--stack-muted-foreground); }
.stack-card > .stack-stack, .stack-stack { display: flex; flex-direction: column; gap: 12px; }
@container (max-width: 479px) { .stack-card { padding: 24px; gap: 20px; } }
`;
