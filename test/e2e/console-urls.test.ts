// The owner console's own URLs (issue 32, Deliver 12): every page is a hash route
// (#/projects/<project id>/<page>[/<what it shows>]), so Back returns to the previous console page, a
// reload keeps the page, and a link to a user or a team opens it.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, type ConsoleOwner } from '../support/console';

const fixture = useDemoBrowser();
let owner: ConsoleOwner;
let context: BrowserContext;
let page: Page;
let userId = '';
let teamId = '';

beforeAll(async () => {
  owner = await createConsoleOwner(fixture.demo.emulator, { label: 'console-urls-owner' });
  userId = (await owner.call<{ id: string }>('POST', '/users', { primary_email: 'ada.url@example.com', display_name: 'Ada Url' })).id;
  teamId = (await owner.call<{ id: string }>('POST', '/teams', { display_name: 'Deep Link Club' })).id;
  context = await fixture.freshContext();
  await signInOwner(context, fixture.demo.url, owner.owner);
  page = fixture.watchErrors(await context.newPage());
});

const hash = (): string => new URL(page.url()).hash;
const at = (path: string): string => new URL(`/console.html#${path}`, fixture.demo.url).toString();
const userPage = (): ReturnType<Page['locator']> => consoleElement(page).locator(`.stack-users-page[data-user-id="${userId}"]`);
const userRow = (): ReturnType<Page['locator']> => consoleElement(page).locator(`tr[data-user-id="${userId}"]`);

describe('console URLs (Chromium)', () => {
  it('each page the owner opens gets its own address; Back returns to the previous console page', async () => {
    await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'users' }), fixture.demo.url).toString());
    await userRow().waitFor();
    await userRow().getByRole('button', { name: 'Ada Url' }).click();
    await userPage().waitFor();
    expect(hash()).toBe(`#/projects/${owner.projectId}/users/${userId}`);
    await consoleElement(page).getByRole('link', { name: 'Teams' }).or(consoleElement(page).getByRole('button', { name: 'Teams' })).first().click();
    await consoleElement(page).locator(`[data-team-id="${teamId}"]`).waitFor();
    expect(hash()).toBe(`#/projects/${owner.projectId}/teams`);

    await page.goBack();
    await userPage().waitFor();
    expect(hash()).toBe(`#/projects/${owner.projectId}/users/${userId}`);
    await page.goBack();
    await userRow().waitFor();
    expect(await userPage().count()).toBe(0);
  });

  it('a link to a user opens that user, and a reload keeps the page', async () => {
    await page.goto(at(`/projects/${owner.projectId}/users/${userId}`));
    await userPage().waitFor();
    await page.reload();
    await userPage().waitFor();
    expect(hash()).toBe(`#/projects/${owner.projectId}/users/${userId}`);
  });

  it('a link to a team opens that team; "All projects" is an address of its own too', async () => {
    await page.goto(at(`/projects/${owner.projectId}/teams/${teamId}`));
    await consoleElement(page).locator(`.stack-console-team[data-team-id="${teamId}"]`).waitFor();
    await consoleElement(page).getByRole('button', { name: 'All projects' }).click();
    await expect.poll(hash).toBe('#/projects');
    await page.goBack();
    await consoleElement(page).locator(`.stack-console-team[data-team-id="${teamId}"]`).waitFor();
  });

  it('an address naming an unknown page opens the overview of the project', async () => {
    await page.goto(at(`/projects/${owner.projectId}/no-such-page`));
    await expect.poll(() => consoleElement(page).locator('.stack-console').getAttribute('data-page')).toBe('overview');
  });
});
