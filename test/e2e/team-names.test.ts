// Names, pictures and the way into a team (issue 32 items 8, 9 and 15) in real Chromium on the demo: no
// initials made from a label ("UM", "YT"), a nameless person's e-mail shown as an address, a team picture
// uploaded on the team's page and seen in the header switcher, "Manage team" in the switcher, the accepted
// invitation's team selected, and the signed-out invitation page saying why it cannot name the team yet.
import { describe, expect, it } from 'vitest';
import { drawPng, signUpOnDemo, useDemoBrowser, usePeople } from '../support/browser';
import { createTeamInSettings, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';
const newPerson = usePeople(fixture);

/** A server-key call to the demo project's emulator; resolves with the status and JSON body. */
async function server(path: string, method: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

async function invitationLink(email: string): Promise<string> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  const link = /(http:\/\/\S+\?code=[0-9a-z]{45})/.exec(mails.filter((m) => m.subject.startsWith('You have been invited to join')).at(-1)?.text ?? '')?.[1];
  if (!link) throw new Error(`no invitation mail for ${email}`);
  return link;
}

describe('names, pictures and team navigation (Chromium)', () => {
  it('a nameless person: the user button shows the e-mail as an address, its first letter in the avatar', async () => {
    const page = await newPerson();
    const email = uniqueEmail('names-owner');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    // The user button: the address stands where a name would, styled as an address; its first letter in the avatar; once in the menu.
    const userButton = page.locator('stack-user-button');
    const nameText = userButton.locator('[data-user-name]');
    expect(await nameText.textContent()).toBe(email);
    expect(await nameText.getAttribute('data-kind')).toBe('email');
    expect(await userButton.locator('button .stack-avatar').textContent()).toBe('N');
    await userButton.locator('button.stack-user-trigger').click();
    const card = userButton.locator('.stack-user-card');
    expect((await card.textContent())?.split(email).length).toBe(2);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('nameless members: the own row shows the e-mail, others a neutral icon; no initials from labels', async () => {
    const page = await newPerson();
    const email = uniqueEmail('names-member');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    // A team with a second, nameless member added by the site's back end.
    const { teamPage, teamId } = await createTeamInSettings(page, fixture.demo.url, 'Nameless');
    const other = await server('/users', 'POST', { primary_email: uniqueEmail('names-other') });
    expect(other.status).toBe(201);
    expect((await server(`/team-memberships/${teamId}/${String(other.json.id)}`, 'POST')).status).toBe(201);

    // General: the placeholder of my own picture in the team is my avatar (my e-mail's first letter), never "YT".
    const myProfile = teamPage.locator('[data-section="team-my-profile"]');
    const placeholder = myProfile.locator('.stack-profile-image .stack-avatar');
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toBe('N');

    // Members: mine by e-mail with its first letter; the other's avatar is a neutral icon, never "UM".
    await openTeamTab(teamPage, 'Members');
    const members = teamPage.locator('li[data-member-id]');
    await expect.poll(() => members.count()).toBe(2);
    const mine = teamPage.locator('li[data-member-id]', { hasText: 'You' });
    expect(await mine.locator('.stack-row-title-text').textContent()).toBe(email);
    expect(await mine.locator('.stack-avatar').textContent()).toBe('N');
    const theirs = teamPage.locator(`li[data-member-id="${String(other.json.id)}"]`);
    expect(await theirs.locator('.stack-avatar').textContent()).toBe('');
    expect(await theirs.locator('.stack-avatar svg').count()).toBe(1);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('a team picture uploaded on the team page shows in the switcher; "Manage team" opens the team page', async () => {
    const page = await newPerson();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('names-picture'), PASSWORD);
    const { teamPage, teamId } = await createTeamInSettings(page, fixture.demo.url, 'Pictured');

    const profile = teamPage.locator('[data-section="team-profile"]');
    await profile.locator('input[name=team-image]').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await drawPng(page, 48, 48, '#1177aa') });
    await profile.getByRole('status').getByText('Team picture saved.').waitFor();
    const trigger = page.locator('stack-team-switcher button.stack-team-trigger');
    await expect.poll(() => trigger.locator('.stack-avatar img').getAttribute('src')).toMatch(/^data:image\/png;base64,|^http/);

    // "Manage team" in the switcher's menu leads to the selected team's page in account settings.
    await page.goto(fixture.demo.url);
    await trigger.getByText('Pictured').waitFor();
    await trigger.click();
    const manage = page.locator('stack-team-switcher').getByRole('menuitem', { name: 'Manage team' });
    await manage.click();
    await page.waitForURL(/\/handler\/account-settings\?section=team%3A/);
    await page.locator(`stack-handler section[data-section="team"][data-team-id="${teamId}"]`).getByRole('heading', { name: 'Pictured' }).waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });

  it('the signed-out invitation page says sign-in shows the team; after joining the switcher shows the team', async () => {
    const inviter = await newPerson();
    await signUpOnDemo(inviter, fixture.demo.url, uniqueEmail('names-inviter'), PASSWORD);
    const teamName = `Joined ${Date.now()}`;
    const { teamPage } = await createTeamInSettings(inviter, fixture.demo.url, teamName);
    const inviteeEmail = uniqueEmail('names-invitee');
    await openTeamTab(teamPage, 'Invitations');
    await teamPage.locator('input[name=invite-email]').fill(inviteeEmail);
    await teamPage.getByRole('button', { name: 'Send invitation' }).click();
    await teamPage.locator('li[data-invitation-id]', { hasText: inviteeEmail }).waitFor();

    // Signed out: the API names the team only to a signed-in person, so the page says so.
    const invitee = await newPerson();
    await invitee.goto(await invitationLink(inviteeEmail));
    const handler = invitee.locator('stack-handler');
    await handler.getByText('Sign in or create an account to see the team and accept the invitation.', { exact: false }).waitFor();

    await handler.locator('a.stack-team-invitation-sign-up').click();
    const form = invitee.locator('stack-handler form');
    await form.locator('input[name=email]').fill(inviteeEmail);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=repeat-password]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await invitee.waitForURL(/\/handler\/team-invitation\?code=/, { timeout: 10_000 });
    await handler.getByRole('button', { name: `Join ${teamName}` }).click();
    await handler.getByText(`You joined ${teamName}.`).waitFor();

    // The joined team is the selected one: the header switcher shows it.
    await invitee.locator('stack-team-switcher button.stack-team-trigger').getByText(teamName).waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });
});
