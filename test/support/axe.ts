// axe-core in a Playwright page: the library is evaluated into the page (CDP evaluation is not an inline
// script, so the demo's strict CSP stays on) and run on the whole document, open shadow roots included;
// checkScreensWithAxe is the body of the test/e2e/a11y-*.test.ts files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useDemoBrowser } from './browser';
import { NARROW, SCREEN_THEMES, WIDE, withScreen, type Scenario } from './screens';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

interface AxeWindow {
  axe?: { run(context: Document, options: Record<string, unknown>): Promise<{ violations: AxeViolation[] }> };
}

/** Runs axe on the page (WCAG 2.x A/AA and best practices) and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof (window as unknown as AxeWindow).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe!.run(document, { resultTypes: ['violations'] });
    // Plain data only: the result holds DOM references that do not cross back to Node.
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html })),
    }));
  });
}

/** One line per violation and affected node: id, impact, target (shadow path joined by " >>> ") and summary. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  const lines: string[] = [];
  for (const violation of violations) {
    lines.push(`${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`);
    for (const node of violation.nodes) {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ');
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`  ${target}${summary ? ` -- ${summary}` : ''}`);
    }
  }
  return lines.join('\n');
}

/** The a11y files' tests: each scenario in light and dark at 1280 px (the `narrow` ones at 375 px too). */
export function checkScreensWithAxe(screens: readonly Scenario[], narrow: readonly string[] = []): void {
  const fixture = useDemoBrowser();
  for (const name of narrow) {
    if (!screens.some((screen) => screen.name === name)) throw new Error(`no scenario ${name} to check at 375 px`);
  }
  for (const screen of screens) {
    const viewports = narrow.includes(screen.name) ? [WIDE, NARROW] : [WIDE];
    for (const viewport of viewports) {
      for (const theme of SCREEN_THEMES) {
        it(`${screen.name} at ${viewport.width} px, ${theme}: no axe violations`, async () => {
          const violations = await withScreen(fixture.browser, fixture.demo, screen, { theme, viewport }, ({ page }) => runAxe(page));
          // The message carries the whole report: id, impact, target and summary of every node.
          expect(violations.map((violation) => violation.id), `axe violations:\n${formatViolations(violations)}`).toEqual([]);
        });
      }
    }
  }
}
