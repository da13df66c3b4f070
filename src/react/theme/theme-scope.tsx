// The box every element renders inside: it carries the resolved theme (data-theme) and, for block
// elements, is the container that container queries measure.

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { darkTint, domProbe, resolveTheme } from './resolve-theme';
import type { ThemeName, ThemeSetting } from './tokens';

export interface ThemeScopeProps {
  /** light | dark | system | auto (default): see DESIGN.md §1. */
  theme?: ThemeSetting;
  /** Block elements are measured by container queries; inline ones (user button) size to content. */
  layout?: 'block' | 'inline';
  /** The language of the content (BCP 47), for screen readers and hyphenation. */
  lang?: string;
  /** Writing direction: 'rtl' mirrors the layout (every style uses logical properties). */
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}

const WATCHED_ATTRIBUTES = ['class', 'style', 'data-theme', 'data-mode', 'data-color-scheme'];

interface PageWatch {
  listeners: Set<() => void>;
  stop(): void;
}

// One OS-preference listener and one observer per document, shared by every scope on it (issue 16: twenty
// elements made twenty of each in their first commit).
const pageWatches = new WeakMap<Document, PageWatch>();

/** Calls `listener` when the OS preference or the page's dark-mode class or attribute may have changed. */
function watchPageTheme(doc: Document, listener: () => void): () => void {
  let watch = pageWatches.get(doc);
  if (!watch) {
    const listeners = new Set<() => void>();
    const fire = (): void => {
      for (const each of [...listeners]) each();
    };
    const media = doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener?.('change', fire);
    // Sites switch dark mode by a class or attribute on <html> or <body>.
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(fire) : null;
    for (const target of [doc.documentElement, doc.body]) {
      if (target) observer?.observe(target, { attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
    }
    watch = {
      listeners,
      stop() {
        media?.removeEventListener?.('change', fire);
        observer?.disconnect();
      },
    };
    pageWatches.set(doc, watch);
  }
  const current = watch;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.stop();
    pageWatches.delete(doc);
  };
}

export function ThemeScope({ theme = 'auto', layout = 'block', lang, dir, children }: ThemeScopeProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [resolved, setResolved] = useState<ThemeName>(theme === 'dark' ? 'dark' : 'light');
  const [tint, setTint] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (): void => {
      const probe = domProbe(element);
      const next = resolveTheme(theme, probe);
      setResolved(next);
      setTint(darkTint(next, probe));
    };
    update();
    if (theme === 'light' || theme === 'dark') return;
    return watchPageTheme(element.ownerDocument, update);
  }, [theme]);

  // Through the CSSOM, which a strict style-src allows (a style attribute would not).
  useLayoutEffect(() => {
    if (tint) ref.current?.style.setProperty('--_s-host', tint);
    else ref.current?.style.removeProperty('--_s-host');
  }, [tint]);

  return (
    <div ref={ref} className="stack-theme" data-theme={resolved} data-tint={tint ? '' : undefined} data-layout={layout} lang={lang} dir={dir}>
      {children}
    </div>
  );
}
