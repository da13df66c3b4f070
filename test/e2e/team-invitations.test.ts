// The team invitation flow in real Chromium across two browser contexts: A creates a team from the teams
// overview of <stack-account-settings> and invites B by e-mail on the team's Invitations tab; B opens the mailed link from the demo's dev
// mailbox page, signed out, signs up through the link's sign-up button (which comes back), sees the team's
// name, joins (the team becomes B's selected team); both see two members; B gives themself a name and picture
// in the team, which A sees; B re-selects the team in the header's switcher and the host page logs stack-team-changed.
// "Join" in the teams overview (an invitation to a verified address) selects the team in the switcher too.
import { describe, expect, it } from 'vitest';
import { drawPng, openAccountSection, signUpOnDemo, useDemoBrowser, usePeople } from '../support/browser';
import { createTeamInSettings, openTeamPage, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';
const newPerson = usePeople(fixture);

async function invitationLink(email: string): Promise<string> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  const mail = mails.filter((m) => m.subject.startsWith('You have been invited to join')).at(-1);
  const link = mail && /(http:\/\/\S+\?code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation mail for ${email}: ${JSON.stringify(mails)}`);
  return link;
}

/** The team's member ids according to the emulator (server access to the demo project). */
async function memberIds(teamId: string): Promise<string[]> {
  const project = fixture.demo.emulator.defaultProject;
  const res = await fetch(`${fixture.demo.emulator.url}/api/v1/team-member-profiles?team_id=${teamId}`, {
    headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey },
  });
  const body = (await res.json()) as { items: { user_id: string }[] };
  return body.items.map((item) => item.user_id).sort();
}

/** Marks the primary e-mail of the demo project's user `email` verified (server access), as its mailed link would. */
async function verifyPrimaryEmail(email: string): Promise<void> {
  const project = fixture.demo.emulator.defaultProject;
  const headers = { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey, 'content-type': 'application/json' };
  const api = `${fixture.demo.emulator.url}/api/v1`;
  const users = (await (await fetch(`${api}/users?query=${encodeURIComponent(email)}`, { headers })).json()) as { items: { id: string; primary_email: string }[] };
  const userId = users.items.find((user) => user.primary_email === email)!.id;
  const channels = (await (await fetch(`${api}/contact-channels?user_id=${userId}`, { headers })).json()) as { items: { id: string; value: string }[] };
  const channel = channels.items.find((item) => item.value === email)!;
  const res = await fetch(`${api}/contact-channels/${userId}/${channel.id}`, { method: 'PATCH', headers, body: JSON.stringify({ is_verified: true }) });
  expect(res.status).toBe(200);
}

describe('team invitations (Chromium, two browser contexts)', () => {
  it('A invites B by e-mail; B signs up from the link, sees the team, joins; both see each other as members', async () => {
    const a = await newPerson();
    const b = await newPerson();
    const aEmail = uniqueEmail('e2e-inviter');
    const bEmail = uniqueEmail('e2e-invitee');
    const teamName = `Rockets ${Date.now()}`;

    // A: sign up, create a team from the teams overview (its page opens).
    await signUpOnDemo(a, fixture.demo.url, aEmail, PASSWORD);
    const { teamPage, teamId } = await createTeamInSettings(a, fixture.demo.url, teamName);
    expect(teamId).toMatch(/^[0-9a-f-]{36}$/);

    // A: invite B on the Invitations tab; the pending invitation is listed with its expiry.
    await openTeamTab(teamPage, 'Invitations');
    const invite = teamPage.locator('[data-section="team-invite"]');
    await invite.locator('input[name=invite-email]').fill(bEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByRole('status').getByText(`Invitation sent to ${bEmail}.`).waitFor();
    const pending = teamPage.locator('[data-section="team-pending-invitations"]');
    await pending.locator('li[data-invitation-id]', { hasText: bEmail }).getByText(/^Expires /).waitFor();
    expect(await pending.locator('li[data-invitation-id]').count()).toBe(1);

    // B: open the mailed link from the demo's dev mailbox page, signed out: only sign-in / sign-up is offered.
    const link = await invitationLink(bEmail);
    expect(link.startsWith(`${fixture.demo.url}handler/team-invitation?code=`)).toBe(true);
    await b.goto(fixture.demo.url);
    await b.getByRole('link', { name: 'Dev mailbox' }).click();
    await b.locator('#mailbox-email').fill(bEmail);
    await b.getByRole('button', { name: 'Open mailbox' }).click();
    const message = b.locator('li.mailbox-message', { hasText: 'You have been invited to join' });
    await message.locator('h2', { hasText: teamName }).waitFor();
    await message.locator(`a.mailbox-link[href="${link}"]`).click();
    await b.waitForURL(link);
    const page = b.locator('stack-handler');
    await page.getByText('Sign in or create an account to see the team and accept the invitation.', { exact: false }).waitFor();
    expect(await page.locator('.stack-team-invitation-join').count()).toBe(0);

    // B: sign up through the page's link, which returns to the invitation.
    await page.locator('a.stack-team-invitation-sign-up').click();
    await b.waitForURL(/\/handler\/sign-up/);
    const form = b.locator('stack-handler form');
    await form.locator('input[name=email]').fill(bEmail);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=repeat-password]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await b.waitForURL(/\/handler\/team-invitation\?code=/, { timeout: 10_000 });

    // B: the team's name, then join.
    const invitation = b.locator('stack-handler');
    await invitation.getByRole('list', { name: 'The team you are invited to' }).getByText(teamName).waitFor({ timeout: 10_000 });
    await invitation.getByRole('button', { name: `Join ${teamName}` }).click();
    await invitation.getByText(`You joined ${teamName}.`).waitFor();

    // Opening the used link again says so in words.
    await b.goto(link);
    await b.locator('stack-handler').getByText('This link has already been used.').waitFor();

    // B sees the team with two members, one of them B.
    const bTeam = await openTeamPage(b, fixture.demo.url, teamId);
    await openTeamTab(bTeam, 'Members');
    const bMembers = bTeam.locator('li[data-member-id]');
    await expect.poll(() => bMembers.count()).toBe(2);

    // B: a name and a picture of their own in this team; B's member row shows both.
    await openTeamTab(bTeam, 'General');
    const myProfile = bTeam.locator('[data-section="team-my-profile"]');
    await myProfile.locator('input[name=team-profile-name]').fill('Bee of the Rockets');
    await myProfile.getByRole('button', { name: 'Save' }).click();
    await myProfile.getByRole('status').getByText('Your team profile was saved.').waitFor();
    await myProfile.locator('input[name=team-profile-image]').setInputFiles({ name: 'bee.png', mimeType: 'image/png', buffer: await drawPng(b, 40, 40, '#cc3300') });
    await myProfile.getByRole('status').getByText('Profile image saved.').waitFor();
    expect(await myProfile.locator('.stack-avatar img').first().getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await openTeamTab(bTeam, 'Members');
    const bRow = bMembers.filter({ hasText: 'Bee of the Rockets' });
    await bRow.locator('.stack-avatar img').waitFor();
    await bRow.locator('.stack-badge', { hasText: 'You' }).waitFor();

    // The joined team is B's selected team in the header's switcher; B picks "No team", then the team again,
    // and the host page's event log shows it.
    const trigger = b.locator('stack-team-switcher button.stack-team-trigger');
    await trigger.getByText(teamName).waitFor();
    await trigger.click();
    await b.locator('stack-team-switcher').getByRole('menuitemradio', { name: 'No team' }).click();
    await trigger.getByText('No team selected').waitFor();
    await trigger.click();
    await b.locator('stack-team-switcher').getByRole('menuitemradio', { name: teamName }).click();
    await trigger.getByText(teamName).waitFor();
    await b.locator('#event-log').getByText(new RegExp(`stack-team-changed ${teamName}$`)).waitFor();

    // A sees B among the members (reloaded page: a fresh read of the member list), and the invitation is gone.
    const aTeam = await openTeamPage(a, fixture.demo.url, teamId);
    await openTeamTab(aTeam, 'Members');
    const aMembers = aTeam.locator('li[data-member-id]');
    await expect.poll(() => aMembers.count()).toBe(2);
    const ids = (await aMembers.evaluateAll((items) => items.map((item) => item.getAttribute('data-member-id') ?? ''))).sort();
    expect(ids).toEqual(await memberIds(teamId));
    // A sees B's team name and picture.
    const bAsSeenByA = aMembers.filter({ hasText: 'Bee of the Rockets' });
    expect(await bAsSeenByA.locator('.stack-avatar img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await openTeamTab(aTeam, 'Invitations');
    await aTeam.locator('[data-section="team-pending-invitations"]').getByText('No pending invitations.').waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });

  it('"Join" in the teams overview of account settings makes the team the selected one in the header\'s switcher', async () => {
    const a = await newPerson();
    const b = await newPerson();
    const bEmail = uniqueEmail('e2e-overview-joiner');
    const teamName = `Comets ${Date.now()}`;
    // B first, with a verified address: the overview lists only invitations to verified addresses.
    await signUpOnDemo(b, fixture.demo.url, bEmail, PASSWORD);
    await verifyPrimaryEmail(bEmail);

    await signUpOnDemo(a, fixture.demo.url, uniqueEmail('e2e-overview-inviter'), PASSWORD);
    const { teamPage, teamId } = await createTeamInSettings(a, fixture.demo.url, teamName);
    await openTeamTab(teamPage, 'Invitations');
    await teamPage.locator('input[name=invite-email]').fill(bEmail);
    await teamPage.getByRole('button', { name: 'Send invitation' }).click();
    await teamPage.getByRole('status').getByText(`Invitation sent to ${bEmail}.`).waitFor();

    const settings = await openAccountSection(b, fixture.demo.url, 'teams');
    const trigger = b.locator('stack-team-switcher button.stack-team-trigger');
    await trigger.getByText('No team selected').waitFor();
    const received = settings.locator('[data-section="teams-received"]');
    await received.getByRole('button', { name: `Join ${teamName}` }).click();
    await settings.getByRole('status').getByText(`You joined "${teamName}".`).waitFor();
    await trigger.getByText(teamName).waitFor();
    expect(await memberIds(teamId)).toHaveLength(2);
    await b.locator('#event-log').getByText(new RegExp(`stack-team-changed ${teamName}$`)).waitFor();
  });

  it('A revokes a pending invitation; its link then says the link is not valid', async () => {
    const a = await newPerson();
    const aEmail = uniqueEmail('e2e-revoker');
    const bEmail = uniqueEmail('e2e-revoked');
    await signUpOnDemo(a, fixture.demo.url, aEmail, PASSWORD);
    const { teamPage } = await createTeamInSettings(a, fixture.demo.url, 'Revokers');
    await openTeamTab(teamPage, 'Invitations');
    await teamPage.locator('input[name=invite-email]').fill(bEmail);
    await teamPage.getByRole('button', { name: 'Send invitation' }).click();
    const pending = teamPage.locator('[data-section="team-pending-invitations"]');
    await pending.locator('li[data-invitation-id]', { hasText: bEmail }).waitFor();
    // Revoke asks first, naming the action.
    await pending.getByRole('button', { name: `Revoke the invitation to ${bEmail}` }).click();
    const dialog = a.locator('stack-account-settings').getByRole('dialog', { name: `Revoke the invitation to ${bEmail}?` });
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await pending.getByRole('status').getByText(`Invitation to ${bEmail} revoked.`).waitFor();
    await pending.getByText('No pending invitations.').waitFor();

    const b = await newPerson();
    await b.goto(await invitationLink(bEmail));
    await b.locator('stack-handler').getByText('This link is not valid.', { exact: false }).waitFor();
  });
});
