// axe-core in a Playwright page: the library is evaluated into the page (CDP evaluation is not an inline
// script, so the demo's strict CSP stays on) and run on the whole document, open shadow roots included;
// test/support/screen-checks.ts runs it on every scenario of the screen catalogue.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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
