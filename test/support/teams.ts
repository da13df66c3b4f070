// Team steps shared by the e2e files: create a team from the teams overview of <stack-account-settings>
// (its dialog), open a team's page from the overview, pick a tab, and read the focused element through
// shadow roots.
import type { Locator, Page } from 'playwright-core';
import { openAccountSection } from './browser';

/** On the teams overview: "Create a team", name it in the dialog; resolves with the new team's page. */
export async function createTeamInSettings(page: Page, demoUrl: string, name: string): Promise<{ teamPage: Locator; teamId: string }> {
  const settings = await openAccountSection(page, demoUrl, 'teams');
  // The overview's own button (header or empty state), not the header switcher's menu item.
  await settings.locator('section[data-section="teams"]').getByRole('button', { name: 'Create a team' }).click();
  const dialog = settings.getByRole('dialog', { name: 'Create a team' });
  await dialog.locator('input[name=team-name]').fill(name);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const teamPage = settings.locator('section[data-section="team"]');
  await teamPage.getByRole('heading', { name, exact: true }).waitFor();
  const teamId = await teamPage.getAttribute('data-team-id');
  if (!teamId) throw new Error('the team page has no data-team-id');
  return { teamPage: settings.locator(`section[data-section="team"][data-team-id="${teamId}"]`), teamId };
}

/** Opens account settings at the teams overview and the team's page through its "Open" button. */
export async function openTeamPage(page: Page, demoUrl: string, teamId: string): Promise<Locator> {
  const settings = await openAccountSection(page, demoUrl, 'teams');
  await settings.locator(`li[data-team-id="${teamId}"]`).getByRole('button', { name: /^Open / }).click();
  const teamPage = settings.locator(`section[data-section="team"][data-team-id="${teamId}"]`);
  await teamPage.waitFor();
  return teamPage;
}

/** Selects a tab of the team page; waits until its panel shows. */
export async function openTeamTab(teamPage: Locator, tab: 'General' | 'Members' | 'Invitations' | 'API keys'): Promise<void> {
  await teamPage.getByRole('tab', { name: tab }).click();
  await teamPage.locator(`[role=tabpanel][data-team-tab="${{ General: 'general', Members: 'members', Invitations: 'invitations', 'API keys': 'api-keys' }[tab]}"]`).waitFor();
}

export interface FocusedElement {
  tag: string;
  role: string | null;
  text: string;
  name: string | null;
  /** A menu item's label (its text without the avatar's initials). */
  label: string | null;
  expanded: string | null;
  /** The custom element whose shadow root holds the focus ('' when none). */
  host: string;
}

/** The focused element, looking through shadow roots (document.activeElement is only the host). */
export async function deepFocus(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    let active = document.activeElement;
    let host = '';
    while (active?.shadowRoot?.activeElement) {
      host = active.tagName.toLowerCase();
      active = active.shadowRoot.activeElement;
    }
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      role: active?.getAttribute('role') ?? null,
      text: active?.textContent?.trim() ?? '',
      name: active?.getAttribute('name') ?? null,
      label: active?.querySelector('.stack-menu-label')?.textContent ?? null,
      expanded: active?.getAttribute('aria-expanded') ?? null,
      host,
    };
  });
}
