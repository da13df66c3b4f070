// The box every element renders inside: it carries the resolved theme (data-theme) and, for block
// elements, is the container that container queries measure.

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { domProbe, resolveTheme } from './resolve-theme';
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

export function ThemeScope({ theme = 'auto', layout = 'block', lang, dir, children }: ThemeScopeProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [resolved, setResolved] = useState<ThemeName>(theme === 'dark' ? 'dark' : 'light');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (): void => setResolved(resolveTheme(theme, domProbe(element)));
    update();
    if (theme === 'light' || theme === 'dark') return;
    const view = element.ownerDocument.defaultView;
    const media = view?.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener?.('change', update);
    // Sites switch dark mode by a class or attribute on <html> or <body>.
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    const doc = element.ownerDocument;
    for (const target of [doc.documentElement, doc.body]) {
      if (target) observer?.observe(target, { attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
    }
    return () => {
      media?.removeEventListener?.('change', update);
      observer?.disconnect();
    };
  }, [theme]);

  return (
    <div ref={ref} className="stack-theme" data-theme={resolved} data-layout={layout} lang={lang} dir={dir}>
      {children}
    </div>
  );
}
