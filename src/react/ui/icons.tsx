// The UI icons (Lucide, a maintained set), in one place so every screen uses the same ones at one size.
// The drawings come from `lucide` (plain data: one array of SVG children per icon); `icon()` makes each a
// React component. lucide-react's generic wrapper (context, absolute stroke widths, class merging) cost about
// 2 KB gzip more in the script and is none of what these screens use.

import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from 'react';
import {
  ArrowLeft as arrowLeft, Bell as bell, Building as building, Check as check, ChevronDown as chevronDown, ChevronsUpDown as chevronsUpDown,
  CircleAlert as circleAlert, CircleCheck as circleCheck, Copy as copy, Ellipsis as ellipsis, Eye as eye, EyeOff as eyeOff, FileText as fileText,
  FingerprintPattern as fingerprint, FolderKanban as folderKanban, Globe as globe, Inbox as inbox, KeyRound as keyRound, Laptop as laptop,
  LayoutDashboard as layoutDashboard, Link2 as link2, LockKeyhole as lockKeyhole, LogOut as logOut, Mail as mail, Monitor as monitor,
  Palette as palette, Pencil as pencil, Plus as plus, RefreshCw as refreshCw, Send as send, Settings as settings, ShieldCheck as shieldCheck,
  Smartphone as smartphone, Tablet as tablet, Trash2 as trash, TriangleAlert as triangleAlert, User as user, UserPlus as userPlus, UserRound as userRound,
  Users as users, Webhook as webhook, X as x, type IconNode,
} from 'lucide';

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

function icon(name: string, node: IconNode): LucideIcon {
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

export const ArrowLeft = /* @__PURE__ */ icon('arrow-left', arrowLeft);
export const Bell = /* @__PURE__ */ icon('bell', bell);
export const Building2 = /* @__PURE__ */ icon('building', building);
export const Check = /* @__PURE__ */ icon('check', check);
export const ChevronDown = /* @__PURE__ */ icon('chevron-down', chevronDown);
export const ChevronsUpDown = /* @__PURE__ */ icon('chevrons-up-down', chevronsUpDown);
export const CircleAlert = /* @__PURE__ */ icon('circle-alert', circleAlert);
export const CircleCheck = /* @__PURE__ */ icon('circle-check', circleCheck);
export const Copy = /* @__PURE__ */ icon('copy', copy);
export const Ellipsis = /* @__PURE__ */ icon('ellipsis', ellipsis);
export const Eye = /* @__PURE__ */ icon('eye', eye);
export const EyeOff = /* @__PURE__ */ icon('eye-off', eyeOff);
export const FileText = /* @__PURE__ */ icon('file-text', fileText);
export const Fingerprint = /* @__PURE__ */ icon('fingerprint', fingerprint);
export const FolderKanban = /* @__PURE__ */ icon('folder-kanban', folderKanban);
export const Globe = /* @__PURE__ */ icon('globe', globe);
export const Inbox = /* @__PURE__ */ icon('inbox', inbox);
export const KeyRound = /* @__PURE__ */ icon('key-round', keyRound);
export const Laptop = /* @__PURE__ */ icon('laptop', laptop);
export const LayoutDashboard = /* @__PURE__ */ icon('layout-dashboard', layoutDashboard);
export const Link2 = /* @__PURE__ */ icon('link-2', link2);
export const LockKeyhole = /* @__PURE__ */ icon('lock-keyhole', lockKeyhole);
export const LogOut = /* @__PURE__ */ icon('log-out', logOut);
export const Mail = /* @__PURE__ */ icon('mail', mail);
export const Monitor = /* @__PURE__ */ icon('monitor', monitor);
export const Palette = /* @__PURE__ */ icon('palette', palette);
export const Pencil = /* @__PURE__ */ icon('pencil', pencil);
export const Plus = /* @__PURE__ */ icon('plus', plus);
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw', refreshCw);
export const Send = /* @__PURE__ */ icon('send', send);
export const Settings = /* @__PURE__ */ icon('settings', settings);
export const ShieldCheck = /* @__PURE__ */ icon('shield-check', shieldCheck);
export const Smartphone = /* @__PURE__ */ icon('smartphone', smartphone);
export const Tablet = /* @__PURE__ */ icon('tablet', tablet);
export const Trash2 = /* @__PURE__ */ icon('trash', trash);
export const TriangleAlert = /* @__PURE__ */ icon('triangle-alert', triangleAlert);
export const User = /* @__PURE__ */ icon('user', user);
export const UserPlus = /* @__PURE__ */ icon('user-plus', userPlus);
export const UserRound = /* @__PURE__ */ icon('user-round', userRound);
export const Users = /* @__PURE__ */ icon('users', users);
export const Webhook = /* @__PURE__ */ icon('webhook', webhook);
export const X = /* @__PURE__ */ icon('x', x);

/** Props every decorative icon gets: 16 px, hidden from screen readers (the label says it). */
export const iconProps = { size: 16, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;
