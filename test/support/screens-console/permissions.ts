// Console screens of the permissions page (see ../screens.ts for the catalogue): both tabs with
// definitions, the create dialog, and the empty project tab.
import type { Locator, Page } from 'playwright-core';
import { consoleElement, consolePath } from '../console';
import { seedDefinition } from '../console-teams-data';
import type { Scenario, ScreenContext } from '../screens-runner';

/** The permissions page with team and (unless `empty`) project definitions, on the team tab. */
async function openPermissions(page: Page, ctx: ScreenContext, options: { projectDefinitions: boolean }): Promise<Locator> {
  const owner = await ctx.signedInOwner();
  await seedDefinition(owner, 'team', 'billing:read', 'Read invoices and the payment method');
  await seedDefinition(owner, 'team', 'billing:write', 'Change the plan and the payment method', ['billing:read', '$read_members']);
  if (options.projectDefinitions) {
    await seedDefinition(owner, 'project', 'reports:read', 'See the reports area');
    await seedDefinition(owner, 'project', 'admin_area', 'Open the admin area of the app', ['reports:read']);
  }
  await ctx.open(consolePath({ projectId: owner.projectId, page: 'permissions' }));
  const console = consoleElement(page);
  await console.locator('li[data-permission-id="billing:write"]').waitFor();
  return console;
}

async function projectTab(console: Locator, waitFor: string): Promise<void> {
  await console.getByRole('tab', { name: 'Project permissions' }).click();
  await console.locator(waitFor).first().waitFor();
}

export const PERMISSIONS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-permissions--team',
    page: '/console.html',
    async setup(page, ctx) {
      await openPermissions(page, ctx, { projectDefinitions: true });
    },
  },
  {
    name: 'console-permissions--project',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openPermissions(page, ctx, { projectDefinitions: true });
      await projectTab(console, 'li[data-permission-id="admin_area"]');
    },
  },
  {
    name: 'console-permissions--project-empty',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openPermissions(page, ctx, { projectDefinitions: false });
      await projectTab(console, '[data-scope="project"]');
      await console.getByText('No project permissions yet.', { exact: false }).waitFor();
    },
  },
  {
    name: 'console-permissions--create-dialog',
    page: '/console.html',
    async setup(page, ctx) {
      const console = await openPermissions(page, ctx, { projectDefinitions: true });
      await console.getByRole('button', { name: 'New permission' }).click();
      const dialog = console.getByRole('dialog');
      await dialog.getByLabel('ID').fill('Billing read');
      await dialog.getByLabel('Description', { exact: true }).fill('Read invoices');
      await dialog.getByRole('checkbox', { name: 'billing:read' }).check();
      // Submitting shows the id rule in words under the field.
      await dialog.getByRole('button', { name: 'Create permission' }).click();
      await dialog.locator('[aria-invalid="true"]').waitFor();
    },
  },
];
