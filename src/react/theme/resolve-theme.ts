// Which theme an element shows. `auto` matches the page around it: its declared color-scheme, else
// the lightness of the first painted background behind the element, so a light site keeps a light
// card for a visitor in OS dark mode.

import type { ThemeName, ThemeSetting } from './tokens';

export interface ThemeProbe {
  /** The page's declared color-scheme at the element (computed style, then the meta tag); '' when none. */
  declaredScheme(): string;
  /** The first non-transparent background colour behind the element, as a CSS colour, or null. */
  backgroundBehind(): string | null;
  /** The visitor's OS preference. */
  prefersDark(): boolean;
}

export function resolveTheme(setting: ThemeSetting | undefined, probe: ThemeProbe): ThemeName {
  if (setting === 'light' || setting === 'dark') return setting;
  if (setting === 'system') return probe.prefersDark() ? 'dark' : 'light';
  const schemes = probe.declaredScheme().split(/\s+/).filter((word) => word === 'light' || word === 'dark');
  // A page that declares one scheme shows that one; "light dark" means it follows the OS, as its background shows.
  if (schemes.length === 1) return schemes[0] as ThemeName;
  const background = probe.backgroundBehind();
  const lightness = background === null ? null : relativeLuminance(background);
  if (lightness !== null) return lightness < 0.4 ? 'dark' : 'light';
  if (schemes.length === 2) return probe.prefersDark() ? 'dark' : 'light';
  return 'light';
}

/**
 * The host's own background when a dark card should take its hue: a dark theme on a page painted in a very
 * dark colour (a navy page, not only a near-black one); null otherwise, and the zinc surfaces stay.
 */
export function darkTint(theme: ThemeName, probe: ThemeProbe): string | null {
  if (theme !== 'dark') return null;
  const background = probe.backgroundBehind();
  const lightness = background === null ? null : relativeLuminance(background);
  // Darker than #1a1a1a: the surfaces lifted from it keep text at 4.5:1 and input borders at 3:1.
  return lightness !== null && lightness < 0.01 ? background : null;
}

/** WCAG relative luminance of an `rgb()`/`rgba()`/`#rrggbb` colour; null when transparent or unreadable. */
export function relativeLuminance(color: string): number | null {
  const rgb = parseColor(color);
  if (!rgb || rgb[3] < 0.5) return null;
  const [r, g, b] = rgb.slice(0, 3).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function parseColor(color: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (!fn) return null;
  const parts = fn[1]!.split(/[\s,/]+/).filter(Boolean).map((part) => (part.endsWith('%') ? (Number.parseFloat(part) / 100) * 255 : Number.parseFloat(part)));
  if (parts.length < 3 || parts.some((part) => Number.isNaN(part))) return null;
  const alpha = parts[3] === undefined ? 1 : fn[1]!.includes('%') && parts[3] > 1 ? parts[3] / 255 : parts[3];
  return [parts[0]!, parts[1]!, parts[2]!, alpha];
}

/** The flat-tree parent: through a shadow root to its host. */
function parentOf(node: Node): Element | null {
  const parent = node.parentNode;
  if (!parent) return null;
  if (parent instanceof Element) return parent;
  return (parent as ShadowRoot).host ?? null;
}

/** The page's declared color-scheme at an element (computed style, then the meta tag); '' when none. */
function readScheme(at: Element): string {
  const computed = at.ownerDocument.defaultView?.getComputedStyle(at).colorScheme ?? '';
  if (computed && computed !== 'normal') return computed;
  return at.ownerDocument.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? '';
}

/**
 * The first painted background at or above an element, through shadow roots, or null. With `known`, each
 * element on the way is read once: hosts of one batch often share their parents (twenty in one <body>).
 */
function readBackground(from: Element | null, known?: Map<Element, string | null>): string | null {
  const path: Element[] = [];
  let found: string | null = null;
  for (let node = from; node; node = parentOf(node)) {
    const earlier = known?.get(node);
    if (earlier !== undefined) {
      found = earlier;
      break;
    }
    path.push(node);
    const color = node.ownerDocument.defaultView?.getComputedStyle(node).backgroundColor ?? '';
    if (relativeLuminance(color) !== null) {
      found = color;
      break;
    }
  }
  if (known) for (const node of path) known.set(node, found);
  return found;
}

interface Surroundings {
  scheme: string;
  background: string | null;
}

// Read ahead for hosts about to mount together, by host; empty outside such a batch.
const readAhead = new Map<Element, Surroundings>();

/**
 * Reads the surroundings of hosts about to mount together before any of them writes to the page: a read
 * after another root's commit forces a style and layout pass (container queries make style wait for layout),
 * so twenty elements would force twenty. Returns the release that makes later reads live again.
 */
export function readThemeAhead(hosts: readonly Element[]): () => void {
  const backgrounds = new Map<Element, string | null>();
  for (const host of hosts) readAhead.set(host, { scheme: readScheme(host), background: readBackground(host, backgrounds) });
  return () => {
    for (const host of hosts) readAhead.delete(host);
  };
}

/** The live probe for an element on a page (the element's host read ahead, when its batch did). */
export function domProbe(from: Element): ThemeProbe {
  const view = from.ownerDocument.defaultView;
  const around = parentOf(from);
  return {
    declaredScheme() {
      const ahead = around && readAhead.get(around);
      return ahead ? ahead.scheme : readScheme(around ?? from);
    },
    backgroundBehind() {
      const ahead = around && readAhead.get(around);
      return ahead ? ahead.background : readBackground(around);
    },
    prefersDark() {
      return view?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    },
  };
}
