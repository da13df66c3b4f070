// The console's Teams and Permissions pages through the script tag (demo/console.html), each step read
// back over the API: create a team; on a team's page remove a member and grant a member a team
// permission; create the permission "billing:read", make a second one contain it, delete one.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, waitForConsolePage, type ConsoleOwner } from '../support/console';
import { directGrants, seedDefinition, seedMember, seedTeam, seedUser } from '../support/console-teams-data';

const demo = useDemoBrowser();

interface Definition {
  id: string;
  description?: string;
  contained_permission_ids: string[];
}

async function openConsole(owner: ConsoleOwner, page: string): Promise<Page> {
  const context = await demo.freshContext();
  await signInOwner(context, demo.demo.url, owner.owner);
  const tab = demo.watchErrors(await context.newPage());
  await tab.goto(new URL(consolePath({ projectId: owner.projectId, page }), demo.demo.url).toString());
  return tab;
}

async function teamDefinitions(owner: ConsoleOwner): Promise<Definition[]> {
  return (await owner.call<{ items: Definition[] }>('GET', '/team-permission-definitions')).items;
}

it('creates a team in a dialog and opens its page', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-teams-create' });
  await seedTeam(owner, 'Existing team');
  const page = await openConsole(owner, 'teams');
  await waitForConsolePage(page, 'Teams');
  const admin = consoleElement(page);
  await admin.locator('li[data-team-id]', { hasText: 'Existing team' }).waitFor();

  await admin.getByRole('button', { name: 'Create team' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create a team' });
  // An empty name is refused in words, under the field, before any request.
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await dialog.getByText('Enter a name for the team.').waitFor();
  expect(await dialog.getByLabel('Team name').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('Team name').fill('Lovelace Fan Club');
  await dialog.getByRole('button', { name: 'Create team' }).click();

  // The new team's page opens, its heading focused.
  const heading = admin.getByRole('heading', { name: 'Lovelace Fan Club', level: 3 });
  await heading.waitFor();
  await expect.poll(() => heading.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
  const teamId = await admin.locator('div[data-team-id]').getAttribute('data-team-id');
  const teams = await owner.call<{ items: { id: string; display_name: string }[] }>('GET', '/teams');
  expect(teams.items.find((team) => team.id === teamId)?.display_name).toBe('Lovelace Fan Club');
  await admin.getByText('No members yet.', { exact: false }).waitFor();

  // Back on the list, the search narrows it to the new team.
  await admin.getByRole('button', { name: 'All teams' }).click();
  await admin.getByRole('searchbox', { name: 'Search teams' }).fill('lovelace');
  await expect.poll(() => admin.locator('li[data-team-id]').allTextContents()).toEqual([expect.stringContaining('Lovelace Fan Club')]);
  await admin.getByRole('searchbox', { name: 'Search teams' }).fill('nothing like this');
  await admin.getByText('No team matches “nothing like this”.').waitFor();
  expect(demo.pageErrors).toEqual([]);
});

it("removes a member, grants a team permission, adds a user by e-mail, and renames the team", async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-teams-members' });
  await seedDefinition(owner, 'team', 'billing:read', 'Read invoices');
  const teamId = await seedTeam(owner, 'Analytical Engines');
  const ada = await seedUser(owner, 'Ada Lovelace', 'ada@example.com');
  const charles = await seedUser(owner, 'Charles Babbage', 'charles@example.com');
  const mary = await seedUser(owner, 'Mary Somerville', 'mary@example.com');
  await seedMember(owner, teamId, ada.id);
  await seedMember(owner, teamId, charles.id);
  const page = await openConsole(owner, `teams/${teamId}`);
  const admin = consoleElement(page);
  const members = admin.locator('section[data-section="team-members"]');
  await members.locator(`li[data-member-id="${charles.id}"]`).waitFor();
  // Each member's direct grants are badges: the default team_member.
  expect(await members.locator(`li[data-member-id="${ada.id}"] [data-member-permissions]`).textContent()).toBe('team_member');

  // Remove Charles, after a dialog that names him and the team.
  await members.getByRole('button', { name: 'More actions for Charles Babbage' }).click();
  await members.getByRole('menuitem', { name: 'Remove from team' }).click();
  const remove = admin.getByRole('dialog', { name: 'Remove Charles Babbage from Analytical Engines?' });
  await remove.getByRole('button', { name: 'Remove member' }).click();
  await members.getByRole('status').getByText('Charles Babbage was removed from the team.').waitFor();
  await expect.poll(() => members.locator('li[data-member-id]').count()).toBe(1);
  const memberIds = async (): Promise<string[]> =>
    (await owner.call<{ items: { user_id: string }[] }>('GET', `/team-member-profiles?team_id=${teamId}`)).items.map((item) => item.user_id).sort();
  expect(await memberIds()).toEqual([ada.id]);

  // Grant Ada billing:read and take team_member away.
  await members.getByRole('button', { name: 'More actions for Ada Lovelace' }).click();
  await members.getByRole('menuitem', { name: 'Edit permissions' }).click();
  const grants = admin.getByRole('dialog', { name: 'Permissions of Ada Lovelace' });
  expect(await grants.getByRole('checkbox', { name: 'team_member' }).isChecked()).toBe(true);
  await grants.getByRole('checkbox', { name: 'billing:read' }).check();
  await grants.getByRole('checkbox', { name: 'team_member' }).uncheck();
  await grants.getByRole('button', { name: 'Save permissions' }).click();
  await members.getByText('The permissions of Ada Lovelace were saved.').waitFor();
  expect(await directGrants(owner, teamId, ada.id)).toEqual(['billing:read']);
  expect(await members.locator(`li[data-member-id="${ada.id}"] [data-member-permissions]`).textContent()).toBe('billing:read');

  // Add Mary by her e-mail address (any case); an unknown address is refused in words.
  await members.getByRole('button', { name: 'Add member' }).click();
  const add = admin.getByRole('dialog', { name: 'Add a member to Analytical Engines' });
  await add.getByLabel('E-mail address or user ID').fill('nobody@example.com');
  await add.getByRole('button', { name: 'Add member' }).click();
  await add.getByText('No user of this project has this e-mail address or ID.').waitFor();
  await add.getByLabel('E-mail address or user ID').fill('Mary@Example.com');
  await add.getByRole('button', { name: 'Add member' }).click();
  await members.getByText('Mary Somerville was added to the team.').waitFor();
  expect(await memberIds()).toEqual([ada.id, mary.id].sort());

  // Rename the team.
  const general = admin.locator('section[data-section="team-general"]');
  await general.getByLabel('Team name').fill('Difference Engines');
  await general.getByRole('button', { name: 'Save name' }).click();
  await general.getByText('Saved.').waitFor();
  expect((await owner.call<{ display_name: string }>('GET', `/teams/${teamId}`)).display_name).toBe('Difference Engines');

  // A member's menu leads to their user page.
  await members.getByRole('button', { name: 'More actions for Mary Somerville' }).click();
  await members.getByRole('menuitem', { name: 'Open user' }).click();
  // The users page opens on Mary's own page, headed with her name.
  await waitForConsolePage(page, 'Mary Somerville');
  expect(await consoleElement(page).locator('.stack-console').getAttribute('data-page')).toBe('users');
  expect(demo.pageErrors).toEqual([]);
});

it('deletes a team after a dialog that names it', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-teams-delete' });
  const teamId = await seedTeam(owner, 'Short-lived team');
  const page = await openConsole(owner, `teams/${teamId}`);
  const admin = consoleElement(page);
  await admin.getByRole('heading', { name: 'Short-lived team' }).waitFor();
  await admin.getByRole('button', { name: 'Delete team' }).click();
  await admin.getByRole('dialog', { name: 'Delete the team Short-lived team?' }).getByRole('button', { name: 'Delete team' }).click();
  await waitForConsolePage(page, 'Teams');
  await admin.getByText('No teams yet.', { exact: false }).waitFor();
  expect((await owner.call<{ items: unknown[] }>('GET', '/teams')).items).toEqual([]);
  expect(demo.pageErrors).toEqual([]);
});

it('creates billing:read, makes another permission contain it, and deletes one', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-permissions' });
  await seedDefinition(owner, 'team', 'billing:write', 'Change the plan');
  const page = await openConsole(owner, 'permissions');
  await waitForConsolePage(page, 'Permissions');
  const admin = consoleElement(page);
  const panel = admin.locator('[data-scope="team"]');
  await panel.locator('li[data-permission-id="billing:write"]').waitFor();

  // Create billing:read; an id against the rule is refused in words first.
  await panel.getByRole('button', { name: 'New permission' }).click();
  const create = admin.getByRole('dialog', { name: 'New team permission' });
  await create.getByLabel('ID').fill('Billing read');
  await create.getByRole('button', { name: 'Create permission' }).click();
  await create.getByText('Use only lower-case letters (a to z), digits, underscores (_) and colons (:), with no spaces.').waitFor();
  expect(await create.getByLabel('ID').getAttribute('aria-invalid')).toBe('true');
  await create.getByLabel('ID').fill('billing:read');
  await create.getByLabel('Description', { exact: true }).fill('Read invoices');
  await create.getByRole('button', { name: 'Create permission' }).click();
  await admin.getByText('The permission billing:read was created.').waitFor();
  expect((await teamDefinitions(owner)).find((definition) => definition.id === 'billing:read')).toEqual({ id: 'billing:read', description: 'Read invoices', contained_permission_ids: [] });

  // The same id again is refused under the field.
  await panel.getByRole('button', { name: 'New permission' }).click();
  await create.getByLabel('ID').fill('billing:read');
  await create.getByRole('button', { name: 'Create permission' }).click();
  await create.getByText('There is already a permission with this ID. Choose another one.').waitFor();
  await create.getByRole('button', { name: 'Cancel' }).click();

  // billing:write now contains billing:read: a badge on its row, and over the API.
  await panel.getByRole('button', { name: 'More actions for billing:write' }).click();
  await panel.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit billing:write' });
  await edit.getByRole('checkbox', { name: 'billing:read' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await admin.getByText('The permission billing:write was saved.').waitFor();
  await panel.locator('li[data-permission-id="billing:write"]').getByText('billing:read', { exact: true }).waitFor();
  expect((await teamDefinitions(owner)).find((definition) => definition.id === 'billing:write')?.contained_permission_ids).toEqual(['billing:read']);

  // Delete billing:read: gone from the list and from what billing:write contains.
  await panel.getByRole('button', { name: 'More actions for billing:read' }).click();
  await panel.getByRole('menuitem', { name: 'Delete' }).click();
  await admin.getByRole('dialog', { name: 'Delete the permission billing:read?' }).getByRole('button', { name: 'Delete permission' }).click();
  await admin.getByText('The permission billing:read was deleted.').waitFor();
  await expect.poll(() => panel.locator('li[data-permission-id="billing:read"]').count()).toBe(0);
  const after = await teamDefinitions(owner);
  expect(after.some((definition) => definition.id === 'billing:read')).toBe(false);
  expect(after.find((definition) => definition.id === 'billing:write')?.contained_permission_ids).toEqual([]);

  // The project tab is its own list: empty, with its own create button.
  await admin.getByRole('tab', { name: 'Project permissions' }).click();
  await admin.locator('[data-scope="project"]').getByText('No project permissions yet.', { exact: false }).waitFor();
  expect(demo.pageErrors).toEqual([]);
});
