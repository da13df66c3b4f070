// What templates import from `@stackframe/emails` (the module Stack Auth's templates use): the Subject and
// NotificationCategory markers, whose values the sandbox's guest code collects, and the props' types.
import { createElement, type ReactElement, type ReactNode } from 'react';

export interface Props<Variables = Record<string, unknown>> {
  variables: Variables;
  user: { displayName: string | null };
  project: { displayName: string };
  unsubscribeLink?: string;
}

export interface ProjectLogos {
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  logoDarkModeUrl?: string | null;
  logoFullDarkModeUrl?: string | null;
}

export interface ThemeProps {
  children: ReactNode;
  unsubscribeLink?: string;
  projectLogos: ProjectLogos;
}

interface Capture {
  subject: unknown[];
  notificationCategory: unknown[];
}

// One render per sandbox instance (sandbox/sandbox.ts), so a module-level capture is safe.
let capture: Capture | null = null;

export function beginCapture(): void {
  capture = { subject: [], notificationCategory: [] };
}

/** The values the markers rendered with; several markers of one kind are an error, as on the real service. */
export function endCapture(): { subject?: string; notificationCategory?: string } {
  const done = capture ?? { subject: [], notificationCategory: [] };
  capture = null;
  return { subject: single(done.subject, 'Subject'), notificationCategory: single(done.notificationCategory, 'NotificationCategory') };
}

function single(values: unknown[], name: string): string | undefined {
  // React may render a component twice (e.g. after a suspense retry): equal values count once.
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return undefined;
  if (distinct.length > 1) throw new Error(`Expected one ${name}, found ${distinct.length} different values`);
  if (typeof distinct[0] !== 'string') throw new Error(`The "value" prop of ${name} must be a string`);
  return distinct[0];
}

export function Subject(props: { value: string }): null {
  capture?.subject.push(props.value);
  return null;
}

export function NotificationCategory(props: { value: 'Transactional' | 'Marketing' | string }): null {
  capture?.notificationCategory.push(props.value);
  return null;
}

/** The project's logo for the theme's mode, or nothing when the project has none. */
export function ProjectLogo(props: { data?: ProjectLogos; mode?: 'light' | 'dark' }): ReactElement | null {
  const logos = props.data ?? {};
  const src = props.mode === 'dark' ? (logos.logoFullDarkModeUrl ?? logos.logoDarkModeUrl) : (logos.logoFullUrl ?? logos.logoUrl);
  return src ? createElement('img', { src, alt: 'Logo', style: { maxHeight: 48 } }) : null;
}
