// The body of test/e2e/screens-*.test.ts: each scenario opens once, at 375 px in light, and is judged
// there for sideways scroll (document.documentElement.scrollWidth within the viewport) and, when the
// group names it narrow, by axe in light and dark; then at 1280 px by axe in light and dark. Theme and
// width change in the open page (the elements follow both live), so a scenario's setup runs once.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatViolations, runAxe, type AxeViolation } from './axe';
import { useDemoBrowser } from './browser';
import type { ScreenGroup } from './screen-groups';
import { NARROW, WIDE, withScreen, type OpenedScreen, type ScreenTheme } from './screens-runner';

export interface Overflow {
  scrollWidth: number;
  /** The innermost elements that stick out (or whose content does), as paths through shadow roots. */
  starts: string[];
}

/** How wide the page scrolls, and where what sticks out past the viewport starts. */
export function measureOverflow(page: Page): Promise<Overflow> {
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

/** Axe in light, then in dark, at the page's current width; the violations by "<width> px, <theme>". */
async function axeInBothThemes(screen: OpenedScreen, width: number, found: Map<string, AxeViolation[]>): Promise<void> {
  for (const theme of ['light', 'dark'] as const satisfies readonly ScreenTheme[]) {
    if (theme !== 'light') await screen.showTheme(theme);
    found.set(`${width} px, ${theme}`, await runAxe(screen.page));
  }
  await screen.showTheme('light');
}

/** One test per scenario of the group: no sideways scroll at 375 px; no axe violations in either theme. */
export function checkScreens(group: ScreenGroup): void {
  const fixture = useDemoBrowser();
  for (const name of group.narrow) {
    if (!group.scenarios.some((screen) => screen.name === name)) throw new Error(`no scenario ${name} to check at 375 px`);
  }
  for (const scenario of group.scenarios) {
    const narrow = group.narrow.includes(scenario.name);
    it(`${scenario.name}: no sideways scroll at 375 px; no axe violations, light and dark, at ${narrow ? '375 and ' : ''}1280 px`, async () => {
      const found = new Map<string, AxeViolation[]>();
      const overflow = await withScreen(fixture.browser, fixture.demo, scenario, { theme: 'light', viewport: NARROW }, async (screen) => {
        const measured = await measureOverflow(screen.page);
        if (narrow) await axeInBothThemes(screen, NARROW.width, found);
        await screen.resize(WIDE);
        await axeInBothThemes(screen, WIDE.width, found);
        return measured;
      });
      expect(overflow.scrollWidth <= NARROW.width ? [] : [`scrollWidth ${overflow.scrollWidth} px at 375 px`, ...overflow.starts]).toEqual([]);
      // The message carries the whole report: id, impact, target and summary of every node.
      const report = [...found].filter(([, violations]) => violations.length > 0).map(([where, violations]) => `${where}:\n${formatViolations(violations)}`);
      expect(
        [...found].flatMap(([where, violations]) => violations.map((violation) => `${where}: ${violation.id}`)),
        `axe violations:\n${report.join('\n')}`,
      ).toEqual([]);
    });
  }
}
