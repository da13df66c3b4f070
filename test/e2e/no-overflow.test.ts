// No sideways scroll on a phone: every screen of the catalogue (test/support/screens.ts), signed in with
// the header's user button and team switcher, menus and dialogs open, at 375 px keeps
// document.documentElement.scrollWidth within the viewport. A failure names where the overflow starts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { NARROW, SCREENS, demoPages, withScreen } from '../support/screens';

const fixture = useDemoBrowser();
const DEMO_DIR = fileURLToPath(new URL('../../demo/', import.meta.url));

interface Overflow {
  scrollWidth: number;
  /** The innermost elements that stick out (or whose content does), as paths through shadow roots. */
  starts: string[];
}

function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5;
    const label = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node; ) {
        const id = node.id ? `#${node.id}` : '';
        const data = [...node.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `[${a.name}${a.value ? `="${a.value}"` : ''}]`).slice(0, 2).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${data}`);
        const root: ParentNode | null = node.parentNode;
        node = root instanceof ShadowRoot ? root.host : node.parentElement;
      }
      return parts.slice(-6).join(' > ');
    };
    const starts: string[] = [];
    // Returns whether something inside `root` sticks out; reports the innermost elements that do.
    const walk = (root: Element | ShadowRoot): boolean => {
      let any = false;
      for (const child of Array.from(root.children)) {
        const rect = child.getBoundingClientRect();
        // The box itself, or its content (a long word, a wide child) spilling out of it.
        const right = Math.max(rect.right, rect.left + child.scrollWidth);
        const inside = (child.shadowRoot ? walk(child.shadowRoot) : false) || walk(child);
        const overflows = rect.width > 0 && right > limit;
        if (overflows && !inside) starts.push(`${label(child)} (right edge ${Math.round(right)} px)`);
        any ||= overflows || inside;
      }
      return any;
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, starts: starts.slice(0, 8) };
  });
}

describe('no sideways scroll at 375 px', () => {
  it('the catalogue visits every demo page', () => {
    const files = [
      ...readdirSync(DEMO_DIR).filter((file) => file.endsWith('.html') && file !== 'layout.html' && file !== 'handler.html'),
      ...readdirSync(join(DEMO_DIR, 'handler')).map((file) => `handler/${file}`),
    ];
    const pages = files.map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
    const visited = demoPages().map((path) => path.replace(/\.html$/, ''));
    expect(pages.filter((page) => !visited.includes(page))).toEqual([]);
  });

  for (const screen of SCREENS) {
    it(`${screen.name}`, async () => {
      const overflow = await withScreen(fixture.browser, fixture.demo, screen, { theme: 'light', viewport: NARROW }, ({ page }) => measure(page));
      expect(overflow.scrollWidth <= NARROW.width ? [] : [`scrollWidth ${overflow.scrollWidth} px`, ...overflow.starts]).toEqual([]);
    });
  }
});
