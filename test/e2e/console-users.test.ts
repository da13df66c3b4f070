// The console's Users page in Chromium through the script tag (demo/console.html loads dist/stack-admin.js):
// search, a user's sessions (revoke), metadata as validated JSON, the impersonation snippet and deletion,
// each checked back over the API with the owner's admin token.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenCookieName } from '../../src/protocol/constants';
import { useDemoBrowser } from '../support/browser';
import { adminCall, consoleElement, consolePath, createConsoleOwner, signInOwner, type ConsoleOwner } from '../support/console';

const fixture = useDemoBrowser();
let owner: ConsoleOwner;
let context: BrowserContext;
let page: Page;
/** Every URL the console page requested: no token may travel in one. */
const requestedUrls: string[] = [];

interface WireUser {
  id: string;
  server_metadata: unknown;
}
interface WireSession {
  id: string;
  is_impersonation: boolean;
}

beforeAll(async () => {
  owner = await createConsoleOwner(fixture.demo.emulator, { label: 'users-owner' });
  context = await fixture.freshContext();
  await signInOwner(context, fixture.demo.url, owner.owner);
  page = fixture.watchErrors(await context.newPage());
  page.on('request', (request) => requestedUrls.push(request.url()));
});

const root = (): Locator => consoleElement(page);

async function createUser(email: string, displayName?: string): Promise<WireUser> {
  return owner.call<WireUser>('POST', '/users', { primary_email: email, primary_email_auth_enabled: true, ...(displayName ? { display_name: displayName } : {}) });
}

async function sessionsOf(userId: string): Promise<WireSession[]> {
  return (await owner.call<{ items: WireSession[] }>('GET', `/auth/sessions?user_id=${userId}`)).items;
}

async function openUser(userId: string): Promise<void> {
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: `users/${userId}` }), fixture.demo.url).toString());
  await root().locator(`.stack-users-page[data-user-id="${userId}"]`).waitFor();
}

const rowIds = (): Promise<(string | null)[]> =>
  root()
    .locator('tr[data-user-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-user-id')));

describe('console Users page (Chromium)', () => {
  it('lists users newest first and a search by part of an e-mail shows only the matches', async () => {
    const amy = await createUser('amy.finder@example.com', 'Amy Finder');
    const bob = await createUser('bob.finder@example.com');
    const carol = await createUser('carol@example.org', 'Carol');
    await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'users' }), fixture.demo.url).toString());
    await expect.poll(rowIds).toEqual([carol.id, bob.id, amy.id]);
    const amyRow = root().locator(`tr[data-user-id="${amy.id}"]`);
    expect(await amyRow.textContent()).toContain('amy.finder@example.com');
    expect(await amyRow.locator('.stack-badge').first().textContent()).toBe('Unverified');

    await root().getByRole('searchbox', { name: 'Search users' }).fill('finder@exa');
    await expect.poll(rowIds).toEqual([bob.id, amy.id]);

    await root().getByRole('searchbox', { name: 'Search users' }).fill('nobody-here');
    await root().locator('[data-state="no-match"]').waitFor();
    expect(await root().locator('[data-state="no-match"]').textContent()).toBe('No user matches “nobody-here”.');
    await root().getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(rowIds).toEqual([carol.id, bob.id, amy.id]);

    // A name opens the user's page; Back returns to the list.
    await amyRow.getByRole('button', { name: 'Amy Finder' }).click();
    await root().locator(`.stack-users-page[data-user-id="${amy.id}"]`).waitFor();
    await root().getByRole('button', { name: 'All users' }).click();
    await expect.poll(rowIds).toEqual([carol.id, bob.id, amy.id]);
  });

  it("shows a user's sessions; revoking one removes it from the page and from the server", async () => {
    const user = await createUser('dana.sessions@example.com', 'Dana');
    for (let index = 0; index < 2; index++) await owner.call('POST', '/auth/sessions', { user_id: user.id, expires_in_millis: 86_400_000 });
    const before = await sessionsOf(user.id);
    expect(before).toHaveLength(2);
    await openUser(user.id);
    const rows = root().locator('section[data-section="user-sessions"] li[data-session-id]');
    await expect.poll(() => rows.count()).toBe(2);
    const revoked = (await rows.first().getAttribute('data-session-id'))!;
    await rows.first().getByRole('button', { name: 'Revoke' }).click();
    const dialog = root().getByRole('dialog', { name: 'Revoke session' });
    await dialog.getByRole('button', { name: 'Revoke session' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await root().locator(`li[data-session-id="${revoked}"]`).count()).toBe(0);
    expect(await root().locator('section[data-section="user-sessions"] [role="status"]').textContent()).toContain('Session revoked.');
    const after = (await sessionsOf(user.id)).map((session) => session.id);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(revoked);
  });

  it('refuses invalid JSON metadata without sending anything, then saves valid JSON', async () => {
    const user = await createUser('eve.metadata@example.com');
    await openUser(user.id);
    const section = root().locator('section[data-section="user-metadata"]');
    const server = section.getByRole('textbox', { name: 'Server metadata' });
    const patches: string[] = [];
    const watch = (request: { method(): string; url(): string }): void => {
      if (request.method() === 'PATCH' && request.url().includes(`/users/${user.id}`)) patches.push(request.url());
    };
    page.on('request', watch);
    try {
      await server.fill('{"plan": "pro",');
      await section.getByRole('button', { name: 'Save metadata' }).click();
      await expect.poll(() => server.getAttribute('aria-invalid')).toBe('true');
      const errorId = (await server.getAttribute('aria-describedby'))!.split(' ')[0]!;
      expect(await section.locator(`[id="${errorId}"]`).textContent()).toBe('This is not valid JSON: check the quotes, commas and brackets.');
      expect(patches).toEqual([]);
      expect((await owner.call<WireUser>('GET', `/users/${user.id}`)).server_metadata).toBeNull();

      await server.fill('{"plan": "pro", "seats": 3}');
      await section.getByRole('button', { name: 'Save metadata' }).click();
      await section.getByText('Metadata saved.').waitFor();
      expect(await server.getAttribute('aria-invalid')).toBeNull();
      expect(patches).toHaveLength(1);
      expect((await owner.call<WireUser>('GET', `/users/${user.id}`)).server_metadata).toEqual({ plan: 'pro', seats: 3 });
    } finally {
      page.off('request', watch);
    }
  });

  it('names each session by its device ("Safari on iOS") with its place below, as the end-user sessions list does', async () => {
    const user = await createUser('erin.devices@example.com', 'Erin');
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    await adminCall(fixture.demo.emulator, owner.owner, owner.projectId, 'POST', '/auth/sessions', { user_id: user.id, expires_in_millis: 86_400_000 }, { 'user-agent': iphone });
    await openUser(user.id);
    const row = root().locator('section[data-section="user-sessions"] li[data-session-id]');
    await row.waitFor();
    expect(await row.locator('.stack-row-title-text').textContent()).toBe('Safari on iOS');
    expect(await row.locator('.stack-session-times span').first().textContent()).toMatch(/^(Unknown location|From .+|IP address .+)$/);
  });

  it('impersonation hands over a snippet that stores the session in the app tab, never a token in a URL', async () => {
    const user = await createUser('frank.impersonated@example.com', 'Frank');
    await openUser(user.id);
    await root().getByRole('button', { name: 'Impersonate', exact: true }).click();
    const dialog = root().getByRole('dialog', { name: 'Impersonate Frank' });
    await dialog.getByRole('button', { name: 'Create session' }).click();
    const snippet = (await dialog.locator('pre').textContent())!;
    expect(await dialog.textContent()).toContain('Do not share it');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).waitFor();

    const token = /\}\)\("([^"]+)"\);\s*$/.exec(snippet)?.[1];
    expect(token).toBeTruthy();
    expect(snippet).not.toMatch(/https?:\/\//);
    expect(snippet).toContain(refreshTokenCookieName(owner.projectId));
    expect(requestedUrls.filter((url) => url.includes(token!))).toEqual([]);

    // The server has an impersonation session of this user, and it is the one the snippet holds.
    const sessions = await sessionsOf(user.id);
    expect(sessions.map((session) => session.is_impersonation)).toEqual([true]);
    await root().locator('section[data-section="user-sessions"] li[data-impersonation="true"]').waitFor();
    const refresh = await fetch(`${fixture.demo.emulator.url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: { 'x-stack-project-id': owner.projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': owner.owner.accessToken, 'x-stack-refresh-token': token! },
    });
    expect(refresh.status).toBe(200);
    const { access_token: accessToken } = (await refresh.json()) as { access_token: string };
    expect(JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub).toBe(user.id);

    // Run in an app tab, it writes the refresh cookie the widget reads (PROTOCOL.md §11).
    const app = await context.newPage();
    await app.goto(fixture.demo.url);
    // The snippet reloads the tab: wait for that load, not the one already finished.
    const reloaded = app.waitForEvent('load');
    await app.evaluate(snippet);
    await reloaded;
    const cookie = (await context.cookies(fixture.demo.url)).find((one) => one.name === refreshTokenCookieName(owner.projectId));
    expect(JSON.parse(decodeURIComponent(cookie!.value)).refresh_token).toBe(token);
    await app.close();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 60_000);

  it('deletes a user after a confirmation naming them, then shows the list', async () => {
    const user = await createUser('gone.soon@example.com', 'Gina Gone');
    await openUser(user.id);
    await root().locator('section[data-section="user-delete"]').getByRole('button', { name: 'Delete user' }).click();
    const dialog = root().getByRole('dialog', { name: 'Delete user' });
    expect(await dialog.textContent()).toContain('Gina Gone will be deleted for good.');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await root().getByRole('searchbox', { name: 'Search users' }).waitFor();
    await expect.poll(rowIds).not.toContain(user.id);
    await expect(owner.call('GET', `/users/${user.id}`)).rejects.toThrow(/answered 404/);
  });

  it('shows 20 users at a time, newest first, and "Load more" brings the older ones', async () => {
    const { items } = await owner.call<{ items: WireUser[] }>('GET', '/users?limit=100');
    for (let index = items.length; index < 23; index++) await createUser(`paged-${index}@example.com`);
    const all = (await owner.call<{ items: WireUser[] }>('GET', '/users?limit=100&order_by=signed_up_at&desc=true')).items.map((user) => user.id);
    expect(all.length).toBeGreaterThan(20);
    await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'users' }), fixture.demo.url).toString());
    await expect.poll(rowIds).toEqual(all.slice(0, 20));
    await root().getByRole('button', { name: 'Load more' }).click();
    await expect.poll(rowIds).toEqual(all);
    expect(await root().getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('"Create user" checks the e-mail, creates the user and opens their page', async () => {
    await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'users' }), fixture.demo.url).toString());
    await root().getByRole('button', { name: 'Create user' }).first().click();
    const dialog = root().getByRole('dialog', { name: 'Create a user' });
    const email = dialog.getByRole('textbox', { name: 'E-mail address' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.textContent()).toContain('Enter an e-mail address.');
    await email.fill('new.person@example.com');
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('New Person');
    await dialog.getByRole('switch', { name: 'E-mail address verified' }).click();
    // The password field is the kit's: a show/hide button beside it.
    const password = dialog.locator('input[name=password]');
    await password.fill('a-long-secret-9');
    const show = dialog.getByRole('button', { name: 'Show password' });
    await show.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await dialog.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await root().getByRole('heading', { name: 'New Person' }).waitFor();
    const id = (await root().locator('.stack-users-page').getAttribute('data-user-id'))!;
    const created = await owner.call<{ primary_email: string; primary_email_verified: boolean; display_name: string }>('GET', `/users/${id}`);
    expect(created).toMatchObject({ primary_email: 'new.person@example.com', primary_email_verified: true, display_name: 'New Person' });
  });
});
