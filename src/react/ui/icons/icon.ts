// The icon factory of the UI kit: a Lucide drawing (plain data from `lucide`, one array of SVG children per icon)
// made a React component. lucide-react's generic wrapper (context, absolute stroke widths, class merging) cost about
// 2 KB gzip more in the script and is none of what these screens use.

import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (default 24). */
  size?: number | string;
  /** Stroke colour (default currentColor). */
  color?: string;
}

/** An icon component: an <svg> with class `lucide lucide-<name>`, decorative (aria-hidden) unless labelled. */
export type LucideIcon = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

/** Attributes that make an icon say something to a screen reader; without any, it is hidden from it. */
function labelled(props: IconProps): boolean {
  return props.children != null || props.role !== undefined
    || Object.keys(props).some((name) => name.startsWith('aria-'));
}

/** A Lucide drawing as a component (one module per icon, so each lands in the script's file that draws it). */
export function icon(name: string, node: IconNode): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest }, ref) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide lucide-${name}${className ? ` ${className}` : ''}`,
        ...(labelled({ children, ...rest }) ? {} : { 'aria-hidden': true }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}

/** Props every decorative icon gets: 16 px, hidden from screen readers (the label says it). */
export const iconProps = { size: 16, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;
