// Avatar (DESIGN.md §2): the profile image, else initials on a colour derived from the id. A nameless
// person gets the first letter of their e-mail or a neutral icon: never initials made from a label.

import { useState, type ReactNode } from 'react';
import { iconProps, UserRound } from './icons';

export interface AvatarProps {
  /** Whose avatar: a person's or team's name, or an e-mail address (its first letter). Null or empty: a neutral person icon. */
  name: string | null;
  /** The accessible name when `decorative` is false; the name by default. */
  label?: string;
  /** Seeds the background colour so a person keeps one colour everywhere. */
  id: string;
  src?: string | null;
  size?: 24 | 32 | 40 | 64;
  /** Most avatars stand next to the name, so they are hidden from screen readers. */
  decorative?: boolean;
}

const HUES = [221, 262, 292, 330, 8, 28, 160, 190, 200, 142];

/** What a person's avatar is made of: their name, else their e-mail (its first letter), else null (a neutral icon). */
export function personAvatarName(person: { displayName: string | null; primaryEmail: string | null }): string | null {
  return person.displayName?.trim() || person.primaryEmail || null;
}

/** Only images a browser shows as images: http(s) and raster/SVG data URLs; never javascript: or data:text/html. */
export function safeImageUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  const value = src.trim();
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Initials of a name; an e-mail address gives its first letter only (its parts are not a first and last name). */
export function initialsOf(name: string): string {
  if (/^[^\s@]+@\S+$/.test(name.trim())) return [...name.trim()][0]!.toUpperCase();
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!].map((word) => [...word][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

export function Avatar({ name, label, id, src, size = 32, decorative = true }: AvatarProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const url = failed ? null : safeImageUrl(src);
  const initials = name?.trim() ? initialsOf(name) : null;
  const nameless = !url && initials === null;
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span className="stack-avatar" part="avatar" data-size={size} data-hue={nameless ? undefined : HUES[hash % HUES.length]} data-neutral={nameless ? '' : undefined} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : (label ?? name ?? undefined)} aria-hidden={decorative || undefined}>
      {url ? <img src={url} alt="" referrerPolicy="no-referrer" onError={() => setFailed(true)} /> : (initials ?? <UserRound {...iconProps} size={Math.round(size / 2)} />)}
    </span>
  );
}

// One rule per hue: no style= attributes (strict CSP). 32 % lightness keeps white initials above 4.5:1 on every hue.
export const avatarCss = `
.stack-avatar { display: inline-grid; place-items: center; flex: none; overflow: hidden; width: 32px; height: 32px; border-radius: 50%;
  font-size: 12px; font-weight: 600; color: #fff; background: hsl(var(--_s-hue, 221) 55% 32%); user-select: none; }
/* Nobody's name to show: a grey person icon, not a colour that suggests an identity. */
.stack-avatar[data-neutral] { background: var(--stack-muted); color: var(--stack-muted-foreground); }
.stack-avatar img { width: 100%; height: 100%; object-fit: cover; }
.stack-avatar[data-size='24'] { width: 24px; height: 24px; font-size: 10px; }
.stack-avatar[data-size='40'] { width: 40px; height: 40px; font-size: 14px; }
.stack-avatar[data-size='64'] { width: 64px; height: 64px; font-size: 22px; }
${HUES.map((hue) => `.stack-avatar[data-hue='${hue}'] { --_s-hue: ${hue}; }`).join('\n')}
`;
