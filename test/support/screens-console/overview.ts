// Console screens of the overview page (see ../screens.ts for the catalogue), and the users they need.
import type { Page } from 'playwright-core';
import { consoleElement, consolePath } from '../console';
import type { Scenario } from '../screens-runner';
import { uniqueEmail } from '../unique-email';

/**
 * Signs `count` users up on `projectId` with a password over the client API (each sign-up is a sign-up
 * and a password sign-in in the metrics), then signs the first again. Returns their e-mails, oldest first.
 */
export async function seedProjectUsers(emulator: { url: string }, projectId: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  const call = async (path: string, body: unknown): Promise<void> => {
    const res = await fetch(`${emulator.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': projectId, 'x-stack-access-type': 'client' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} on ${projectId} answered ${res.status}: ${await res.text()}`);
  };
  for (let index = 0; index < count; index++) {
    const email = uniqueEmail(`overview-${index}`);
    await call('/auth/password/sign-up', { email, password: 'correct-horse-battery-1' });
    emails.push(email);
  }
  if (emails[0]) await call('/auth/password/sign-in', { email: emails[0], password: 'correct-horse-battery-1' });
  return emails;
}

/** Waits until the overview shows its metrics (or their failure). */
export async function overviewShown(page: Page): Promise<void> {
  await consoleElement(page).locator('.stack-overview:not([data-state="loading"])').waitFor();
}

export const OVERVIEW_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-overview--empty',
    page: consolePath({ page: 'overview' }),
    async setup(page, ctx) {
      const { projectId } = await ctx.signedInOwner({ projectName: 'Brand new app' });
      await ctx.open(consolePath({ projectId, page: 'overview' }));
      await overviewShown(page);
    },
  },
  {
    name: 'console-overview--filled',
    page: consolePath({ page: 'overview' }),
    async setup(page, ctx) {
      const { projectId } = await ctx.signedInOwner();
      await seedProjectUsers(ctx.demo.emulator, projectId, 4);
      await ctx.open(consolePath({ projectId, page: 'overview' }));
      await overviewShown(page);
    },
  },
];
