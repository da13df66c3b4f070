// <stack-team-switcher> in real Chromium on the demo: create a team inline (it becomes the selected
// team), switch teams, and the host page hears exactly one stack-team-changed per change; then the
// teams section of <stack-account-settings> shows the team and renames it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
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
  it('creates a team inline, switches teams, and fires one stack-team-changed per change', async () => {
    const page = await freshPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-switcher'), PASSWORD);
    const switcher = page.locator('stack-team-switcher');
    const trigger = switcher.locator('button.stack-team-trigger');
    // The selected team shows as soon as the user reloads; the menu closes once the team list is re-read too.
    const menuClosed = () => switcher.locator('button.stack-team-trigger[aria-expanded="false"]').waitFor();
    await trigger.getByText('No team selected').waitFor();
    expect(await teamEvents(page)).toEqual([]);

    // Create "Alpha" from the menu: it becomes the selected team.
    await trigger.click();
    await switcher.getByRole('menu').getByText('You are not in any team yet.').waitFor();
    await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
    await switcher.locator('input[name=team-name]').fill('Alpha');
    await switcher.getByRole('button', { name: 'Create', exact: true }).click();
    await trigger.getByText('Alpha').waitFor();
    await menuClosed();
    await expect.poll(() => teamEvents(page)).toHaveLength(1);
    const [created] = await teamEvents(page);
    expect(created).toMatchObject({ team: { displayName: 'Alpha' }, bubbles: true, composed: true });
    const alphaId = created!.team!.id;
    expect(await trigger.getAttribute('data-selected-team-id')).toBe(alphaId);
    await page.locator('#event-log').getByText(/stack-team-changed Alpha$/).waitFor();

    // A second team, then back to the first: one event each, with the team.
    await trigger.click();
    await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
    await switcher.locator('input[name=team-name]').fill('Beta');
    await switcher.getByRole('button', { name: 'Create', exact: true }).click();
    await trigger.getByText('Beta').waitFor();
    await menuClosed();
    await expect.poll(async () => (await teamEvents(page)).map((e) => e.team?.displayName ?? null)).toEqual(['Alpha', 'Beta']);

    await trigger.click();
    const options = switcher.getByRole('menuitemradio');
    expect(await options.allTextContents()).toEqual(['Alpha', 'Beta', 'No team']);
    expect(await switcher.getByRole('menuitemradio', { name: 'Beta' }).getAttribute('aria-checked')).toBe('true');
    await switcher.getByRole('menuitemradio', { name: 'Alpha' }).click();
    await trigger.getByText('Alpha').waitFor();
    await menuClosed();
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
    await expect.poll(() => switcher.getByRole('menuitemradio').allTextContents()).toEqual(['Alpha', 'Beta']);
    await trigger.click();
    await menuClosed();

    // A reload is a baseline, not a change: no event.
    await page.reload();
    await trigger.getByText('No team selected').waitFor();
    await page.locator('stack-user-button button').waitFor();
    expect(await teamEvents(page)).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('the teams section shows the team, its members, and renames it; the switcher follows', async () => {
    const page = await freshPage();
    const email = uniqueEmail('e2e-teams-section');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    const settings = await openAccountSection(page, fixture.demo.url, 'teams');
    const section = settings.locator('section[data-section="teams"]');
    await section.getByText('You are not in any team yet.').waitFor();

    // Create from the section's form.
    await section.locator('input[name=new-team-name]').fill('Gamma');
    await section.getByRole('button', { name: 'Create', exact: true }).click();
    await section.getByRole('status').getByText('Team "Gamma" created.').waitFor();
    expect(await section.locator('select[name=team] option').allTextContents()).toEqual(['Gamma']);
    await section.locator('.stack-badge', { hasText: 'Selected' }).waitFor();

    // Members: just me, marked as such.
    const members = section.locator('[data-team-panel="members"] li');
    await members.first().waitFor();
    expect(await members.count()).toBe(1);
    await members.first().getByText('You').waitFor();

    // My team profile: a name that the member list shows.
    await section.locator('input[name=team-profile-name]').fill('Captain');
    await section.locator('[data-team-panel="my-profile"]').getByRole('button', { name: 'Save' }).click();
    await section.getByRole('status').getByText('Your team profile was saved.').waitFor();
    await members.first().getByText('Captain').waitFor();

    // The creator holds $update_team: rename the team.
    const nameInput = section.locator('input[name=team-display-name]');
    await nameInput.waitFor();
    await nameInput.fill('Gamma Squad');
    await section.locator('[data-team-panel="profile"]').getByRole('button', { name: 'Save' }).click();
    await section.getByRole('status').getByText('Team renamed.').waitFor();
    expect(await section.locator('select[name=team] option').allTextContents()).toEqual(['Gamma Squad']);
    // The header switcher shows the new name of the selected team.
    await page.locator('stack-team-switcher button.stack-team-trigger').getByText('Gamma Squad').waitFor();

    // Delete (creator holds $delete_team), after confirming.
    await section.getByRole('button', { name: 'Delete team' }).click();
    await section.getByText('Delete "Gamma Squad" for every member? This cannot be undone.').waitFor();
    await section.getByRole('button', { name: 'Yes, continue' }).click();
    await section.getByRole('status').getByText('Team "Gamma Squad" deleted.').waitFor();
    await section.getByText('You are not in any team yet.').waitFor();
    await page.locator('stack-team-switcher button.stack-team-trigger').getByText('No team selected').waitFor();
    // The event follows the selected team's id: created (selected), renamed (same team: none), deleted (none left).
    expect((await teamEvents(page)).map((e) => e.team?.displayName ?? null)).toEqual(['Gamma', null]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
