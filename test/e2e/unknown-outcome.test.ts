// Writes whose answer is lost, in real Chromium: a proxy forwards "Create team" to the emulator (which
// creates it) and then answers 502, or resets the connection. The team switcher ends showing the team
// as created, with no failure words, and the server holds exactly one team of that name.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { hostPageHtml, serveHostPages, type HostPageServer } from '../support/host-page';
import { startOutcomeProxy, type LostAnswer, type OutcomeProxy } from '../support/outcome-proxy';
import { uniqueEmail } from '../support/unique-email';
import { en } from '../../src/react/i18n';

const fixture = useDemoBrowser();
let proxy: OutcomeProxy;
let pages: HostPageServer;
let pageUrl: string;

beforeAll(async () => {
  proxy = await startOutcomeProxy(fixture.demo.emulator.url);
  pages = await serveHostPages(() =>
    hostPageHtml({
      title: 'Lost answers',
      scriptOrigin: fixture.demo.url,
      project: fixture.demo.emulator.defaultProject,
      baseUrl: proxy.url,
      body: '<stack-team-switcher></stack-team-switcher>',
    }),
  );
  pageUrl = `${pages.origin}/`;
});
afterAll(async () => {
  await proxy?.close();
  await pages?.close();
});

/** The user's teams according to the emulator (server access, not through the proxy). */
async function teamsOnServer(userId: string): Promise<{ id: string; display_name: string }[]> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1/teams?user_id=${userId}`, {
    headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey ?? '' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { id: string; display_name: string }[] }).items;
}

async function userIdOf(email: string): Promise<string> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1/users?query=${encodeURIComponent(email)}`, {
    headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey ?? '' },
  });
  const users = ((await res.json()) as { items: { id: string; primary_email: string }[] }).items;
  const user = users.find((u) => u.primary_email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

async function signedInPage(email: string): Promise<Page> {
  const context = await fixture.freshContext();
  const page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
  await signUpOnDemo(page, fixture.demo.url, email, 'correct-horse-42');
  await page.goto(pageUrl);
  return page;
}

describe('a team creation whose answer is lost (Chromium)', () => {
  for (const lost of ['502-after-forwarding', 'reset-after-forwarding'] as LostAnswer[]) {
    it(`${lost}: the switcher shows the team as created, and exactly one exists`, async () => {
      const email = uniqueEmail('lost-answer');
      const page = await signedInPage(email);
      const switcher = page.locator('stack-team-switcher');
      const trigger = switcher.locator('button.stack-team-trigger');
      await trigger.getByText('No team selected').waitFor();
      const name = `Lost ${lost.slice(0, 5)}`;
      const lostBefore = proxy.lost;

      proxy.loseNext({ method: 'POST', path: '/api/v1/teams', then: lost });
      await trigger.click();
      await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
      const dialog = switcher.getByRole('dialog', { name: 'Create a team' });
      await dialog.locator('input[name=team-name]').fill(name);
      await dialog.getByRole('button', { name: 'Create team' }).click();

      // Created: the dialog closes by itself and the team is the selected one; no failure was shown.
      await dialog.waitFor({ state: 'detached' });
      await trigger.getByText(name).waitFor();
      expect(proxy.lost).toBe(lostBefore + 1);
      expect(await switcher.getByText(en['error.outcomeUnknown']).count()).toBe(0);
      expect(await switcher.getByText(en['error.network']).count()).toBe(0);

      const teams = await teamsOnServer(await userIdOf(email));
      expect(teams.map((t) => t.display_name)).toEqual([name]);
      expect(fixture.pageErrors).toEqual([]);
    });
  }
});
