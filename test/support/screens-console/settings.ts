// Console screens of the project settings page (see ../screens.ts for the catalogue), and the way
// the configuration pages' scenarios open a page of a fresh owner's project.
import type { Locator, Page } from 'playwright-core';
import { consoleElement, consolePath, waitForConsolePage } from '../console';
import type { ScreenContext, Scenario } from '../screens-runner';

/** A scenario on `page` of a fresh owner's project (created with `project`), ready once `heading` shows; `then` opens a state. */
export function configScenario(
  name: string,
  page: string,
  heading: string,
  options: { project?: Record<string, unknown>; prepare?: (ctx: ScreenContext, call: <T>(method: string, path: string, body?: unknown) => Promise<T>) => Promise<void>; then?: (admin: Locator, page: Page) => Promise<void> } = {},
): Scenario {
  return {
    name,
    page: consolePath({ page }),
    async setup(tab, ctx) {
      const owner = await ctx.signedInOwner(options.project ? { project: options.project } : {});
      await options.prepare?.(ctx, owner.call);
      await ctx.open(consolePath({ projectId: owner.projectId, page }));
      await waitForConsolePage(tab, heading);
      await options.then?.(consoleElement(tab), tab);
    },
  };
}

export const SETTINGS_CONSOLE_SCREENS: readonly Scenario[] = [
  configScenario('console-settings', 'settings', 'General', {
    project: { description: 'The online shop of Acme', config: { client_team_creation_enabled: true, allow_user_api_keys: true } },
    // The Change buttons wait for the permission definitions.
    then: (admin) => admin.locator('[data-defaults] button:not([disabled])').first().waitFor(),
  }),
  configScenario('console-settings--permissions-dialog', 'settings', 'General', {
    prepare: async (_ctx, call) => {
      await call('POST', '/team-permission-definitions', { id: 'billing', description: 'Sees and pays the invoices' });
      await call('POST', '/project-permission-definitions', { id: 'beta_features', description: 'Tries features before everyone' });
    },
    then: async (admin) => {
      const change = admin.getByRole('button', { name: 'Change the permissions of Team members' });
      await admin.locator('[data-defaults] button:not([disabled])').first().waitFor();
      await change.click();
      await admin.getByRole('dialog', { name: 'Default permissions: Team members' }).waitFor();
    },
  }),
  configScenario('console-settings--delete-dialog', 'settings', 'Danger zone', {
    then: async (admin) => {
      await admin.locator('section[data-section="settings-danger"]').getByRole('button', { name: 'Delete project' }).click();
      await admin.getByRole('dialog', { name: 'Delete Acme shop?' }).getByLabel('Type “Acme shop” to confirm').fill('Acme');
    },
  }),
];
