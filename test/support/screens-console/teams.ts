// Console screens of the teams page (see ../screens.ts for the catalogue): the list, the create dialog,
// a team's page, a member's permissions and the delete confirmation.
import type { Locator, Page } from 'playwright-core';
import { consoleElement, consolePath } from '../console';
import { seedFullTeam, seedTeam } from '../console-teams-data';
import type { Scenario, ScreenContext } from '../screens-runner';

/** The teams list with three teams, opened. */
async function openList(page: Page, ctx: ScreenContext): Promise<Locator> {
  const owner = await ctx.signedInOwner();
  await seedFullTeam(owner);
  await seedTeam(owner, 'Difference Engine Society');
  await seedTeam(owner, 'Royal Astronomical Society');
  await ctx.open(consolePath({ projectId: owner.projectId, page: 'teams' }));
  const console = consoleElement(page);
  await console.locator('li[data-team-id]').nth(2).waitFor();
  return console;
}

/** Analytical Engines' page, its members and their permissions loaded. */
async function openTeam(page: Page, ctx: ScreenContext): Promise<Locator> {
  const owner = await ctx.signedInOwner();
  const { teamId } = await seedFullTeam(owner);
  await ctx.open(consolePath({ projectId: owner.projectId, page: `teams/${teamId}` }));
  const console = consoleElement(page);
  await console.locator('li[data-member-id]').nth(2).waitFor();
  return console;
}

export const TEAMS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-teams--list',
    page: '/console.html',
    async setup(page, ctx) {
      await openList(page, ctx);
    },
  },
  {
    name: 'console-teams--create-dialog',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openList(page, ctx);
      await console.getByRole('button', { name: 'Create team' }).first().click();
      await console.getByRole('dialog').getByLabel('Team name').fill('Lovelace Fan Club');
    },
  },
  {
    name: 'console-teams--team',
    page: '/console.html',
    async setup(page, ctx) {
      await openTeam(page, ctx);
    },
  },
  {
    name: 'console-teams--member-permissions',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openTeam(page, ctx);
      await console.getByRole('button', { name: 'More actions for Charles Babbage' }).click();
      await console.getByRole('menuitem', { name: 'Edit permissions' }).click();
      await console.getByRole('dialog').getByRole('checkbox', { name: 'billing:read' }).waitFor();
    },
  },
  {
    name: 'console-teams--delete-dialog',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openTeam(page, ctx);
      await console.getByRole('button', { name: 'Delete team' }).click();
      await console.getByRole('dialog').getByRole('button', { name: 'Delete team' }).waitFor();
    },
  },
];
