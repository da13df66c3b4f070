// <stack-project-admin> through its script tag only (demo/console.html): an owner signs in with the
// console's own form, sees their projects, creates "Shop two" in the dialog and lands in it (read back
// over the API, and the host page hears stack-project-created); sign-up happens in place; the overview
// of a project with users shows its totals and charts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTERNAL_PROJECT_ID } from '../../src/protocol/constants';
import { useDemoBrowser } from '../support/browser';
import { adminCall, consoleElement, consolePath, createConsoleOwner, signInOwner } from '../support/console';
import { createOwnedProjectOverHttp, INTERNAL, signUpInternalOwner } from '../support/internal-project';
import { overviewShown, seedProjectUsers } from '../support/screens-console/overview';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery-1';

interface ConsoleEventRecord {
  type: string;
  detail: Record<string, unknown>;
  target: string;
}

declare global {
  interface Window {
    __consoleEvents: ConsoleEventRecord[];
  }
}

async function consolePage(): Promise<Page> {
  const context = await fixture.freshContext();
  // Well under the test's own limit, so a missing element fails with its locator named.
  context.setDefaultTimeout(10_000);
  // Before the page's own scripts, so no event is missed.
  await context.addInitScript(() => {
    window.__consoleEvents = [];
    for (const type of ['stack-project-created', 'stack-project-changed']) {
      document.addEventListener(type, (event) => {
        const target = event.target as Node | null;
        window.__consoleEvents.push({ type, detail: (event as CustomEvent<Record<string, unknown>>).detail, target: target?.nodeName.toLowerCase() ?? '' });
      });
    }
  });
  return fixture.watchErrors(await context.newPage());
}

const consoleEvents = (page: Page): Promise<ConsoleEventRecord[]> => page.evaluate(() => window.__consoleEvents);

describe('<stack-project-admin>: owner sign-in, projects, overview (Chromium)', () => {
  it('signs an owner in with the console form, lists their projects, creates "Shop two" in the dialog and opens it', async () => {
    const emu = fixture.demo.emulator;
    const owner = await signUpInternalOwner(emu, 'console-owner');
    await createOwnedProjectOverHttp(emu, owner, { display_name: 'Acme shop', description: 'The online shop' });
    const page = await consolePage();
    await page.goto(new URL(consolePath(), fixture.demo.url).toString());
    const admin = consoleElement(page);

    // Signed out: the console's name above our own sign-in card on the internal project.
    await expect.poll(() => admin.locator('.stack-console-sign-in-name').textContent()).toBe('Stack console');
    await admin.locator('input[type=email]').fill(owner.email);
    await admin.locator('input[type=password]').fill(PASSWORD);
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();

    // At once the projects, with the owner in the header.
    const row = admin.locator('.stack-row', { hasText: 'Acme shop' });
    await row.waitFor();
    expect(await row.textContent()).toContain('The online shop');
    expect(await admin.locator('.stack-console-owner').textContent()).toContain(owner.email);

    await admin.getByRole('button', { name: 'Create project' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create a project' });
    // The name is required: an empty submit says so under the field and creates nothing.
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('Enter a name for the project.').waitFor();
    expect(await dialog.getByLabel('Project name').getAttribute('aria-invalid')).toBe('true');
    // One team: no picker, the personal team owns it.
    expect(await dialog.getByLabel('Owned by').count()).toBe(0);
    await dialog.getByLabel('Project name').fill('Shop two');
    await dialog.getByLabel('Description').fill('A second shop');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    // Lands in the new project: its name over the sidebar, the overview open.
    await expect.poll(() => admin.locator('.stack-console-project-name').textContent(), { timeout: 10_000 }).toBe('Shop two');
    await admin.locator('.stack-overview').waitFor();

    const events = await consoleEvents(page);
    const created = events.filter((event) => event.type === 'stack-project-created');
    expect(created).toHaveLength(1);
    const projectId = created[0]!.detail.projectId as string;
    expect(created[0]!.detail).toEqual({ projectId, displayName: 'Shop two' });
    expect(created[0]!.target).toBe('stack-project-admin');
    expect(events.filter((event) => event.type === 'stack-project-changed').map((event) => event.detail)).toEqual([{ projectId, reason: 'opened' }]);

    // The project exists on the server, owned by the owner's team, as typed.
    const project = await adminCall<{ id: string; display_name: string; description: string; is_production_mode: boolean; owner_team_id: string }>(emu, owner, projectId, 'GET', '/internal/projects/current');
    expect(project).toMatchObject({ id: projectId, display_name: 'Shop two', description: 'A second shop', is_production_mode: false, owner_team_id: owner.teamId });
    const listed = await fetch(`${emu.url}/api/v1/internal/projects`, {
      headers: { 'x-stack-project-id': INTERNAL_PROJECT_ID, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': INTERNAL.publishableClientKey, 'x-stack-access-token': owner.accessToken },
    });
    const names = ((await listed.json()) as { items: { display_name: string }[] }).items.map((item) => item.display_name);
    expect(names.sort()).toEqual(['Acme shop', 'Shop two']);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('with several teams, asks which team owns the new project; production mode turns localhost off with it', async () => {
    const emu = fixture.demo.emulator;
    const owner = await signUpInternalOwner(emu, 'console-two-teams');
    const team = await fetch(`${emu.url}/api/v1/teams`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': INTERNAL_PROJECT_ID, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': INTERNAL.publishableClientKey, 'x-stack-access-token': owner.accessToken },
      body: JSON.stringify({ display_name: 'Agency', creator_user_id: 'me' }),
    });
    expect(team.status).toBe(201);
    const agencyId = ((await team.json()) as { id: string }).id;
    const page = await consolePage();
    await signInOwner(page.context(), fixture.demo.url, owner);
    await page.goto(new URL(consolePath(), fixture.demo.url).toString());
    const admin = consoleElement(page);
    // No projects yet: the empty state offers the action.
    await admin.getByText('You have no projects yet', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Create project' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create a project' });
    const picker = dialog.getByLabel('Owned by');
    await picker.waitFor();
    expect(await picker.locator('option').count()).toBe(2);
    await picker.selectOption({ label: 'Agency' });
    await dialog.getByLabel('Project name').fill('Client site');
    await dialog.getByRole('switch', { name: 'Production mode' }).click();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect.poll(() => admin.locator('.stack-console-project-name').textContent(), { timeout: 10_000 }).toBe('Client site');

    const created = (await consoleEvents(page)).find((event) => event.type === 'stack-project-created');
    const projectId = created?.detail.projectId as string;
    const project = await adminCall<{ owner_team_id: string; is_production_mode: boolean; config: { allow_localhost: boolean } }>(emu, owner, projectId, 'GET', '/internal/projects/current');
    expect(project).toMatchObject({ owner_team_id: agencyId, is_production_mode: true, config: { allow_localhost: false } });
    expect(fixture.pageErrors).toEqual([]);
  });

  it('signs a new owner up in place (the card swaps, the page stays) and shows their empty projects list', async () => {
    const page = await consolePage();
    await page.goto(new URL(consolePath(), fixture.demo.url).toString());
    const admin = consoleElement(page);
    const before = page.url();
    await admin.getByRole('link', { name: 'Sign up' }).click();
    const signUp = admin.locator('.stack-sign-up');
    await signUp.waitFor();
    expect(page.url()).toBe(before);
    expect(await admin.locator('.stack-sign-in').count()).toBe(0);
    // Focus follows to the new card's first field.
    await expect.poll(() => admin.locator('input[type=email]').evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    // And back again.
    await admin.getByRole('link', { name: 'Sign in' }).click();
    await admin.locator('.stack-sign-in').waitFor();
    await admin.getByRole('link', { name: 'Sign up' }).click();

    const email = uniqueEmail('console-new-owner');
    await signUp.locator('input[type=email]').fill(email);
    await signUp.locator('input[name=password]').fill(PASSWORD);
    await signUp.locator('input[name=repeat-password]').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();

    await admin.getByText('You have no projects yet', { exact: false }).waitFor();
    expect(await admin.locator('.stack-console-owner').textContent()).toContain(email);
    expect(page.url()).toBe(before);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('shows the totals, the charts and the newest users of a project with users; a user row opens the user', async () => {
    const emu = fixture.demo.emulator;
    const { owner, projectId } = await createConsoleOwner(emu, { projectName: 'Busy shop' });
    const emails = await seedProjectUsers(emu, projectId, 3);
    const page = await consolePage();
    await signInOwner(page.context(), fixture.demo.url, owner);
    await page.goto(new URL(consolePath({ projectId, page: 'overview' }), fixture.demo.url).toString());
    const admin = consoleElement(page);
    await overviewShown(page);

    const stat = (id: string) => admin.locator(`[data-stat="${id}"] .stack-overview-stat-value`).textContent();
    expect(await stat('users')).toBe('3');
    expect(await stat('new')).toBe('3');
    expect(await stat('active')).toBe('3');

    // The sign-ups chart draws bars (one day: today) and names its total for screen readers.
    const signUps = admin.locator('figure[data-chart="sign-ups"]');
    await expect.poll(() => signUps.locator('rect.stack-overview-bar').count()).toBe(1);
    expect(await signUps.getAttribute('data-empty')).toBeNull();
    expect(await admin.getByRole('figure', { name: 'Daily sign-ups' }).count()).toBe(1);
    expect(await signUps.locator('.stack-overview-chart-summary').textContent()).toMatch(/^3 sign-ups in the last 31 days/);
    // Sign-in methods: three sign-ups and one sign-in, all with a password.
    const methods = admin.locator('figure[data-chart="methods"]');
    expect(await methods.locator('.stack-overview-chart-summary').textContent()).toBe('4 sign-ins: Password 4.');
    expect(await methods.locator('table th[scope=row]').allTextContents()).toEqual(['Password']);

    // The newest users; a row opens the user's page.
    const recent = admin.locator('[data-section="overview-recent"] .stack-row');
    expect(await recent.count()).toBe(3);
    const listed = (await recent.allTextContents()).join(' ');
    for (const email of emails) expect(listed).toContain(email);
    await admin.getByRole('button', { name: `Open ${emails[0]}` }).click();
    await expect.poll(() => admin.locator('.stack-console').getAttribute('data-page')).toBe('users');
    expect(fixture.pageErrors).toEqual([]);
  });
});
