// Permission-gated team pages in real Chromium: the creator (team_admin) sees rename, delete, revoke and
// the API keys tab; a plain member (team_member: $invite_members, $read_members) sees the team, its members
// and the Invitations tab, but none of those actions; a server grant of $update_team then gives the member
// the rename form, and the rename works.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordSignedIn, signUpOnDemo, useDemoBrowser, usePeople } from '../support/browser';
import { createTeamInSettings, openTeamPage, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';
const newPage = usePeople(fixture, (context) => recordSignedIn(context, 'id'));

async function newPerson(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newPage();
  return { context: page.context(), page };
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

/** The team's page, once its tabs (which follow the permission list) are shown. */
async function teamPageOf(page: Page, teamId: string): Promise<Locator> {
  const teamPage = await openTeamPage(page, fixture.demo.url, teamId);
  // Both roles hold $read_members: once the Members tab shows, the permissions are loaded.
  await teamPage.getByRole('tab', { name: 'Members' }).waitFor();
  return teamPage;
}

const tabs = (teamPage: Locator): Promise<string[]> => teamPage.getByRole('tab').allTextContents();

describe('permission-gated team pages (Chromium)', () => {
  it('a plain member sees no rename, delete, revoke or API keys tab; a granted $update_team brings rename', async () => {
    const owner = await newPerson();
    const member = await newPerson();
    const teamName = `Gated ${Date.now()}`;
    const pendingEmail = uniqueEmail('e2e-gated-pending');

    // The owner creates the team and invites someone, so there is a pending invitation to (not) revoke.
    await signUpOnDemo(owner.page, fixture.demo.url, uniqueEmail('e2e-gated-owner'), PASSWORD);
    const { teamPage: created, teamId } = await createTeamInSettings(owner.page, fixture.demo.url, teamName);
    await openTeamTab(created, 'Invitations');
    await created.locator('input[name=invite-email]').fill(pendingEmail);
    await created.getByRole('button', { name: 'Send invitation' }).click();
    await created.locator('li[data-invitation-id]', { hasText: pendingEmail }).waitFor();

    // The member signs up; the site's back end adds them to the team (default team_member permissions).
    await signUpOnDemo(member.page, fixture.demo.url, uniqueEmail('e2e-gated-member'), PASSWORD);
    const memberId = await signedInId(member.page);
    expect(await server(`/team-memberships/${teamId}/${memberId}`, 'POST')).toBe(201);

    // The owner (team_admin) sees every tab and action.
    const ownerView = await teamPageOf(owner.page, teamId);
    expect(await tabs(ownerView)).toEqual(['General', 'Members', 'Invitations', 'API keys']);
    await ownerView.locator('input[name=team-display-name]').waitFor();
    await ownerView.getByRole('button', { name: 'Delete team' }).waitFor();
    await openTeamTab(ownerView, 'Invitations');
    await ownerView.getByRole('button', { name: `Revoke the invitation to ${pendingEmail}` }).waitFor();
    await openTeamTab(ownerView, 'Members');
    await expect.poll(() => ownerView.locator('li[data-member-id]').count()).toBe(2);
    // The owner may remove the other member (a "…" menu on their row, none on the owner's own).
    await ownerView.locator(`li[data-member-id="${memberId}"]`).getByRole('button', { name: /^More actions for / }).waitFor();
    await openTeamTab(ownerView, 'API keys');
    await ownerView.locator('[data-section="team-api-keys"]').getByText('This team has no API keys yet.').waitFor();

    // The member sees the team, both members, the invitation form and the pending invitation ...
    const memberView = await teamPageOf(member.page, teamId);
    // (The tab list comes from the one cached permission list, which the Members tab proves loaded.)
    expect(await tabs(memberView)).toEqual(['General', 'Members', 'Invitations']);
    await memberView.getByRole('button', { name: 'Leave team' }).waitFor();
    expect(await memberView.getByLabel('Team name').inputValue()).toBe(teamName);
    expect(await memberView.getByLabel('Team name').getAttribute('readonly')).not.toBeNull();
    await memberView.getByText('Only members allowed to manage the team can rename it.').waitFor();
    // ... but no action it lacks the permission for.
    expect(await memberView.locator('input[name=team-display-name]').count()).toBe(0);
    expect(await memberView.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    await openTeamTab(memberView, 'Members');
    await expect.poll(() => memberView.locator('li[data-member-id]').count()).toBe(2);
    expect(await memberView.getByRole('button', { name: /^More actions for / }).count()).toBe(0);
    await openTeamTab(memberView, 'Invitations');
    await memberView.locator('input[name=invite-email]').waitFor();
    const pending = memberView.locator('li[data-invitation-id]', { hasText: pendingEmail });
    await pending.waitFor();
    expect(await pending.getByRole('button').count()).toBe(0);

    // A server grant of $update_team: after a reload the member can rename the team.
    expect(await server(`/team-permissions/${teamId}/${memberId}/$update_team`, 'POST')).toBe(201);
    const granted = await teamPageOf(member.page, teamId);
    const nameInput = granted.locator('input[name=team-display-name]');
    await nameInput.waitFor();
    await nameInput.fill(`${teamName} renamed`);
    await granted.locator('[data-section="team-profile"]').getByRole('button', { name: 'Save' }).click();
    await granted.locator('[data-section="team-profile"]').getByRole('status').getByText('Team renamed.').waitFor();
    // Still no delete or API keys tab: only $update_team was granted.
    expect(await granted.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await tabs(granted)).toEqual(['General', 'Members', 'Invitations']);

    // The owner sees the new name after a reload.
    const ownerAgain = await teamPageOf(owner.page, teamId);
    await expect.poll(() => ownerAgain.locator('input[name=team-display-name]').inputValue()).toBe(`${teamName} renamed`);
    expect(fixture.pageErrors).toEqual([]);
  });
});
