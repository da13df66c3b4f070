// <stack-team-switcher> in real Chromium on the demo: create a team from its menu in a dialog (it becomes
// the selected team), switch teams, and the host page hears exactly one stack-team-changed per change; then
// the teams overview of <stack-account-settings> creates a team, whose own page renames and deletes it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { deepFocus, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';

interface TeamEvent {
  team: { id: string; displayName: string } | null;
  target: string;
  bubbles: boolean;
  composed: boolean;
}

declare global {
  interface Window {
    __teamEvents: TeamEvent[];
  }
}

async function freshPage(): Promise<Page> {
  const context = await fixture.freshContext();
  // Before the page's own scripts, so no event is missed.
  await context.addInitScript(() => {
    window.__teamEvents = [];
    document.addEventListener('stack-team-changed', (event) => {
      const detail = (event as CustomEvent<{ team: { id: string; displayName: string } | null }>).detail;
      const target = event.target as Node | null;
      window.__teamEvents.push({
        team: detail.team ? { id: detail.team.id, displayName: detail.team.displayName } : null,
        target: target?.nodeName.toLowerCase() ?? '',
        bubbles: event.bubbles,
        composed: event.composed,
      });
    });
  });
  return fixture.watchErrors(await context.newPage());
}

const teamEvents = (page: Page): Promise<TeamEvent[]> => page.evaluate(() => window.__teamEvents);

describe('<stack-team-switcher> (Chromium)', () => {
  it('creates a team from its menu in a dialog, switches teams, and fires one stack-team-changed per change', async () => {
    const page = await freshPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-switcher'), PASSWORD);
    const switcher = page.locator('stack-team-switcher');
    const trigger = switcher.locator('button.stack-team-trigger');
    const labels = () => switcher.locator('[role=menuitemradio] .stack-menu-label').allTextContents();
    const createFromMenu = async (name: string): Promise<void> => {
      await trigger.click();
      await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
      // A dialog, not a form inside role=menu; the menu is closed.
      const dialog = switcher.getByRole('dialog', { name: 'Create a team' });
      await dialog.locator('input[name=team-name]').fill(name);
      expect(await switcher.getByRole('menu').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Create team' }).click();
      await dialog.waitFor({ state: 'detached' });
      await trigger.getByText(name).waitFor();
      // Focus is back on the trigger, never <body>.
      expect(await deepFocus(page)).toMatchObject({ host: 'stack-team-switcher', tag: 'button', expanded: 'false' });
    };
    await trigger.getByText('No team selected').waitFor();
    expect(await teamEvents(page)).toEqual([]);

    // No teams yet: said above the items (outside role=menu).
    await trigger.click();
    await switcher.locator('.stack-menu-header').getByText('You are not in any team yet.').waitFor();
    await trigger.click();

    // Create "Alpha" from the menu: it becomes the selected team.
    await createFromMenu('Alpha');
    await expect.poll(() => teamEvents(page)).toHaveLength(1);
    const [created] = await teamEvents(page);
    expect(created).toMatchObject({ team: { displayName: 'Alpha' }, bubbles: true, composed: true });
    const alphaId = created!.team!.id;
    expect(await trigger.getAttribute('data-selected-team-id')).toBe(alphaId);
    expect((await trigger.textContent())?.replace(/\s+/g, ' ').trim()).toContain('Team: Alpha');
    await page.locator('#event-log').getByText(/stack-team-changed Alpha$/).waitFor();

    // A second team, then back to the first: one event each, with the team.
    await createFromMenu('Beta');
    await expect.poll(async () => (await teamEvents(page)).map((e) => e.team?.displayName ?? null)).toEqual(['Alpha', 'Beta']);

    await trigger.click();
    expect(await labels()).toEqual(['Alpha', 'Beta', 'No team']);
    expect(await switcher.getByRole('menuitemradio', { name: 'Beta' }).getAttribute('aria-checked')).toBe('true');
    expect(await switcher.getByRole('menuitemradio', { name: 'Alpha' }).getAttribute('aria-checked')).toBe('false');
    await switcher.getByRole('menuitemradio', { name: 'Alpha' }).click();
    await trigger.getByText('Alpha').waitFor();
    await expect.poll(async () => (await teamEvents(page)).map((e) => e.team?.id ?? null)).toHaveLength(3);
    const events = await teamEvents(page);
    expect(events[2]!.team?.id).toBe(alphaId);
    // Dispatched from the switcher element (the action's origin), reaching document once.
    expect(events[2]!.target).toBe('stack-team-switcher');

    // "No team" clears the selection: an event with team null.
    await trigger.click();
    await switcher.getByRole('menuitemradio', { name: 'No team' }).click();
    await trigger.getByText('No team selected').waitFor();
    await expect.poll(async () => (await teamEvents(page)).map((e) => e.team?.displayName ?? null)).toEqual(['Alpha', 'Beta', 'Alpha', null]);

    // The page's own log shows the events too.
    expect(await page.locator('#event-log li', { hasText: 'stack-team-changed' }).count()).toBe(4);

    // hide-no-team (a boolean attribute, read live) leaves "No team" out of the menu.
    await switcher.evaluate((element) => element.setAttribute('hide-no-team', ''));
    await trigger.click();
    await expect.poll(labels).toEqual(['Alpha', 'Beta']);
    await trigger.click();
    await switcher.locator('button.stack-team-trigger[aria-expanded="false"]').waitFor();

    // A reload is a baseline, not a change: no event.
    await page.reload();
    await trigger.getByText('No team selected').waitFor();
    await page.locator('stack-user-button button').waitFor();
    expect(await teamEvents(page)).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('the teams overview creates a team whose page shows its members, renames and deletes it; the switcher follows', async () => {
    const page = await freshPage();
    const email = uniqueEmail('e2e-teams-section');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    const settings = await openAccountSection(page, fixture.demo.url, 'teams');
    const overview = settings.locator('section[data-section="teams"]');
    await overview.getByText('You are not in any team yet.').waitFor();

    // Create from the overview's dialog: the new team's page opens with its heading focused.
    await overview.getByRole('button', { name: 'Create a team' }).click();
    const dialog = settings.getByRole('dialog', { name: 'Create a team' });
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await dialog.getByText('Enter a team name.').waitFor();
    await dialog.locator('input[name=team-name]').fill('Gamma');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    const teamPage = settings.locator('section[data-section="team"]');
    await teamPage.getByRole('heading', { name: 'Gamma' }).waitFor();
    await expect.poll(() => deepFocus(page)).toMatchObject({ host: 'stack-account-settings', tag: 'h3', text: 'Gamma' });
    await teamPage.locator('.stack-badge', { hasText: 'Current team' }).waitFor();

    // Members: just me, marked as such and named by my e-mail (no name yet).
    await openTeamTab(teamPage, 'Members');
    const members = teamPage.locator('li[data-member-id]');
    await members.first().waitFor();
    expect(await members.count()).toBe(1);
    await members.first().locator('.stack-badge', { hasText: 'You' }).waitFor();
    expect(await members.first().locator('.stack-row-title-text').textContent()).toBe(email);

    // My team profile: a name that the member list shows.
    await openTeamTab(teamPage, 'General');
    const myProfile = teamPage.locator('[data-section="team-my-profile"]');
    await myProfile.locator('input[name=team-profile-name]').fill('Captain');
    await myProfile.getByRole('button', { name: 'Save' }).click();
    await myProfile.getByRole('status').getByText('Your team profile was saved.').waitFor();
    await openTeamTab(teamPage, 'Members');
    await members.first().getByText('Captain').waitFor();

    // The creator holds $update_team: rename the team; heading and header switcher follow.
    await openTeamTab(teamPage, 'General');
    const profile = teamPage.locator('[data-section="team-profile"]');
    await profile.locator('input[name=team-display-name]').fill('Gamma Squad');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('status').getByText('Team renamed.').waitFor();
    await teamPage.getByRole('heading', { name: 'Gamma Squad' }).waitFor();
    await page.locator('stack-team-switcher button.stack-team-trigger').getByText('Gamma Squad').waitFor();

    // Delete (creator holds $delete_team), after a dialog naming the action.
    await teamPage.getByRole('button', { name: 'Delete team' }).click();
    const confirm = settings.getByRole('dialog', { name: 'Delete "Gamma Squad"?' });
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete team' }).click();
    // Back on the overview: said there, focus on its heading.
    await overview.getByRole('status').getByText('Team "Gamma Squad" deleted.').waitFor();
    await overview.getByText('You are not in any team yet.').waitFor();
    await expect.poll(() => deepFocus(page)).toMatchObject({ host: 'stack-account-settings', tag: 'h3', text: 'Teams' });
    await page.locator('stack-team-switcher button.stack-team-trigger').getByText('No team selected').waitFor();
    // The event follows the selected team's id: created (selected), renamed (same team: none), deleted (none left).
    expect((await teamEvents(page)).map((e) => e.team?.displayName ?? null)).toEqual(['Gamma', null]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
