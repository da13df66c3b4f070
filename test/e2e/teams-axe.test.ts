// axe-core in Chromium (open shadow roots included) on the screens of the teams work: the user menu and the
// team switcher open, "Create a team" in its dialog, the teams overview, each tab of a team's page, and the
// API key dialogs. No violations expected.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { createTeamInSettings, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** The violations on the page now (axe looks into open shadow roots); the demo's own page is not judged. */
async function violations(page: Page, within: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const hosts = [...document.querySelectorAll(selector)];
    const tags = hosts.map((host) => host.tagName.toLowerCase());
    const context = { include: tags.map((tag) => [tag]) };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, within);
}

describe('axe on the teams screens (Chromium)', () => {
  it('menus, dialogs, overview, team page tabs and API keys have no violations', async () => {
    // The demo's strict CSP would refuse the injected axe script; no motion, so nothing is measured mid-fade.
    const context = await fixture.browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
    const page = fixture.watchErrors(await context.newPage());
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-axe-teams'), 'correct-horse-battery');
    const header = 'stack-user-button, stack-team-switcher';
    expect(await violations(page, header)).toEqual([]);

    await page.locator('stack-user-button button').click();
    await page.locator('stack-user-button [role=menu]').waitFor();
    expect(await violations(page, header)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.locator('stack-team-switcher button').click();
    await page.locator('stack-team-switcher [role=menu]').waitFor();
    expect(await violations(page, header)).toEqual([]);
    await page.locator('stack-team-switcher').getByRole('menuitem', { name: 'Create a team' }).click();
    await page.locator('stack-team-switcher').getByRole('dialog').waitFor();
    expect(await violations(page, header)).toEqual([]);
    await page.keyboard.press('Escape');

    const settings = 'stack-account-settings';
    await openAccountSection(page, fixture.demo.url, 'teams');
    expect(await violations(page, settings)).toEqual([]);
    const { teamPage } = await createTeamInSettings(page, fixture.demo.url, 'Axe testers');
    expect(await violations(page, settings)).toEqual([]);
    for (const tab of ['Members', 'Invitations', 'API keys'] as const) {
      await openTeamTab(teamPage, tab);
      await page.waitForTimeout(0);
      expect({ tab, violations: await violations(page, settings) }).toEqual({ tab, violations: [] });
    }
    await teamPage.getByRole('button', { name: 'Create API key' }).click();
    await page.locator(settings).getByRole('dialog').waitFor();
    expect(await violations(page, settings)).toEqual([]);
    await page.locator(settings).getByRole('dialog').getByLabel('Description').fill('Axe key');
    await page.locator(settings).getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
    await page.locator(settings).getByRole('dialog', { name: 'Save your API key' }).waitFor();
    expect(await violations(page, settings)).toEqual([]);
    await context.close();
  });
});
