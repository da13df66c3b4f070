// Console screens of the owner's way in and the projects list (see ../screens.ts for the catalogue).
import type { Page } from 'playwright-core';
import { consoleElement, consolePath, signInOwner } from '../console';
import { createOwnedProjectOverHttp, signUpInternalOwner } from '../internal-project';
import type { Scenario } from '../screens-runner';

const PAGE = consolePath();

/** Waits until the projects list has loaded (rows or its empty state). */
async function projectsShown(page: Page): Promise<void> {
  await consoleElement(page).locator('.stack-console-projects[data-state="ready"]').waitFor();
}

export const PROJECTS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-projects--signed-out',
    page: PAGE,
    async setup(page, ctx) {
      await ctx.open();
      await consoleElement(page).locator('.stack-console-sign-in .stack-sign-in input[type=email]').waitFor();
    },
  },
  {
    name: 'console-projects--sign-up',
    page: PAGE,
    async setup(page, ctx) {
      await ctx.open();
      await consoleElement(page).getByRole('link', { name: 'Sign up' }).click();
      await consoleElement(page).locator('.stack-console-sign-in .stack-sign-up input[name=repeat-password]').waitFor();
    },
  },
  {
    name: 'console-projects--list',
    page: PAGE,
    async setup(page, ctx) {
      const { owner } = await ctx.signedInOwner({ projectName: 'Acme shop', project: { description: 'The online shop and its customer accounts' } });
      await createOwnedProjectOverHttp(ctx.demo.emulator, owner, { display_name: 'Acme back office', is_production_mode: true, config: { allow_localhost: false } });
      await ctx.open();
      await projectsShown(page);
    },
  },
  {
    name: 'console-projects--empty',
    page: PAGE,
    async setup(page, ctx) {
      // An owner without projects: signed up on the internal project and nothing else.
      const owner = await signUpInternalOwner(ctx.demo.emulator, 'screens-empty-owner');
      await signInOwner(page.context(), ctx.demo.url, owner);
      await ctx.open();
      await projectsShown(page);
    },
  },
  {
    name: 'console-projects--create-dialog',
    page: PAGE,
    async setup(page, ctx) {
      await ctx.signedInOwner();
      await ctx.open();
      await projectsShown(page);
      await consoleElement(page).getByRole('button', { name: 'Create project' }).click();
      await consoleElement(page).getByRole('dialog', { name: 'Create a project' }).waitFor();
    },
  },
];
