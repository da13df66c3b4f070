// A link that looks like the one Button (DESIGN.md §2): navigation stays an <a> (open in new tab, no
// script needed) while sharing the button's variants and CSS.

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ButtonVariant } from './button';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function ButtonLink({ href, variant = 'primary', size = 'md', icon, fullWidth, className, children, ...rest }: ButtonLinkProps): ReactNode {
  const part = variant === 'link' || variant === 'ghost' ? 'button' : `button button-${variant}`;
  return (
    <a href={href} part={part} className={['stack-button', className].filter(Boolean).join(' ')} data-variant={variant} data-size={size} data-full={fullWidth ? '' : undefined} {...rest}>
      <span className="stack-button-face" data-active="">
        {icon}
        <span className="stack-button-label">{children}</span>
      </span>
    </a>
  );
}
