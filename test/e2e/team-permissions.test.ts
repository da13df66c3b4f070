// Permission-gated team actions in real Chromium: the creator (team_admin) sees rename, delete, revoke and
// the team API keys; a plain member (team_member: $invite_members, $read_members) sees the team, its
// members and the invitation form, but none of those actions; a server grant of $update_team then gives
// the member the rename form, and the rename works.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openAccountSection, recordSignedIn, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';
const opened: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newPerson(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.browser.newContext();
  opened.push(context);
  await recordSignedIn(context, 'id');
  return { context, page: fixture.watchErrors(await context.newPage()) };
}

/** Server access to the demo project, as a site's back end would have. */
async function server(path: string, method: 'POST' | 'DELETE'): Promise<number> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': project.id,
      'x-stack-access-type': 'server',
      'x-stack-secret-server-key': project.secretServerKey,
    },
    body: '{}',
  });
  return res.status;
}

async function signedInId(page: Page): Promise<string> {
  const ids = await page.evaluate(() => window.__signedIn);
  const id = ids.at(-1);
  if (!id) throw new Error(`no stack-signed-in recorded: ${JSON.stringify(ids)}`);
  return id;
}

async function teamDetails(page: Page, teamId: string): Promise<Locator> {
  const settings = await openAccountSection(page, fixture.demo.url, 'teams');
  const details = settings.locator(`.stack-team-details[data-team-id="${teamId}"]`);
  // The members list is gated by $read_members, which both roles hold: once it shows, the permissions are loaded.
  await details.locator('[data-team-panel="members"] li[data-member-id]').first().waitFor();
  return details;
}

describe('permission-gated team actions (Chromium)', () => {
  it('a plain member sees no rename, delete, revoke or team API keys; a granted $update_team brings rename', async () => {
    const owner = await newPerson();
    const member = await newPerson();
    const teamName = `Gated ${Date.now()}`;
    const pendingEmail = uniqueEmail('e2e-gated-pending');

    // The owner creates the team and invites someone, so there is a pending invitation to (not) revoke.
    await signUpOnDemo(owner.page, fixture.demo.url, uniqueEmail('e2e-gated-owner'), PASSWORD);
    const settings = await openAccountSection(owner.page, fixture.demo.url, 'teams');
    const section = settings.locator('section[data-section="teams"]');
    await section.locator('input[name=new-team-name]').fill(teamName);
    await section.locator('form.stack-team-create button[type=submit]').click();
    await section.locator('.stack-team-details').waitFor();
    const teamId = (await section.locator('.stack-team-details').getAttribute('data-team-id'))!;
    const invitations = section.locator('[data-team-panel="invitations"]');
    await invitations.locator('input[name=invite-email]').fill(pendingEmail);
    await invitations.locator('button[type=submit]').click();
    await invitations.locator('li.stack-settings-item', { hasText: pendingEmail }).waitFor();

    // The member signs up; the site's back end adds them to the team (default team_member permissions).
    await signUpOnDemo(member.page, fixture.demo.url, uniqueEmail('e2e-gated-member'), PASSWORD);
    const memberId = await signedInId(member.page);
    expect(await server(`/team-memberships/${teamId}/${memberId}`, 'POST')).toBe(201);

    // The owner (team_admin) sees every action.
    const ownerView = await teamDetails(owner.page, teamId);
    await ownerView.locator('input[name=team-display-name]').waitFor();
    await ownerView.getByRole('button', { name: 'Delete team' }).waitFor();
    await ownerView.locator('[data-team-panel="api-keys"]').waitFor();
    await ownerView.locator('[data-team-panel="invitations"] li.stack-settings-item', { hasText: pendingEmail }).getByRole('button', { name: 'Revoke' }).waitFor();
    await expect.poll(() => ownerView.locator('[data-team-panel="members"] li[data-member-id]').count()).toBe(2);

    // The member sees the team, both members, the invitation form and the pending invitation ...
    const memberView = await teamDetails(member.page, teamId);
    await expect.poll(() => memberView.locator('[data-team-panel="members"] li[data-member-id]').count()).toBe(2);
    const memberInvitations = memberView.locator('[data-team-panel="invitations"]');
    await memberInvitations.locator('input[name=invite-email]').waitFor();
    const pending = memberInvitations.locator('li.stack-settings-item', { hasText: pendingEmail });
    await pending.waitFor();
    await memberView.getByRole('button', { name: 'Leave team' }).waitFor();
    expect(await memberView.locator('[data-team-panel="profile"] .stack-team-name').textContent()).toBe(teamName);
    // ... but no action it lacks the permission for. (All gates read one cached permission list, which the
    // visible invitation form proves loaded, so these zero counts are not read while it still loads.)
    expect(await memberView.locator('input[name=team-display-name]').count()).toBe(0);
    expect(await memberView.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await pending.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect(await memberView.locator('[data-team-panel="api-keys"]').count()).toBe(0);

    // A server grant of $update_team: after a reload the member can rename the team.
    expect(await server(`/team-permissions/${teamId}/${memberId}/$update_team`, 'POST')).toBe(201);
    const granted = await teamDetails(member.page, teamId);
    const nameInput = granted.locator('input[name=team-display-name]');
    await nameInput.waitFor();
    await nameInput.fill(`${teamName} renamed`);
    await granted.locator('[data-team-panel="profile"]').getByRole('button', { name: 'Save' }).click();
    await member.page.locator('stack-account-settings section[data-section="teams"]').getByRole('status').getByText('Team renamed.').waitFor();
    // Still no delete or team keys: only $update_team was granted.
    expect(await granted.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await granted.locator('[data-team-panel="api-keys"]').count()).toBe(0);

    // The owner sees the new name after a reload.
    const ownerAgain = await teamDetails(owner.page, teamId);
    await expect.poll(() => ownerAgain.locator('input[name=team-display-name]').inputValue()).toBe(`${teamName} renamed`);
    expect(fixture.pageErrors).toEqual([]);
  });
});
