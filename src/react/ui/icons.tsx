// The UI icons (Lucide, a maintained set), in one place so every screen uses the same ones at one size.

import type { LucideIcon as LucideIconType } from 'lucide-react';
export {
  ArrowLeft, Bell, Building2, Check, ChevronDown, ChevronsUpDown, CircleAlert, CircleCheck, Copy, Ellipsis, FingerprintPattern as Fingerprint,
  KeyRound, Laptop, Link2, LockKeyhole, LogOut, Mail, Monitor, Pencil, Plus, Settings, ShieldCheck, Smartphone, Trash2,
  TriangleAlert, User, UserRound, Users, X,
} from 'lucide-react';
// An alias, not a re-export: the bundled declarations (rollup-plugin-dts) keep it a type inside the `ui` namespace.
export type LucideIcon = LucideIconType;

/** Props every decorative icon gets: 16 px, hidden from screen readers (the label says it). */
export const iconProps = { size: 16, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;
