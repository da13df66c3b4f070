// @vitest-environment happy-dom
// The teams overview and a team's page over a fake user and teams: members are named (team name, else
// account name, else e-mail, else "Unnamed member") with a "You" badge; tabs follow the permissions;
// removing a member asks first; "Open" and "Create a team" lead to the team's page with its heading focused.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, Project, PublicUser } from '../../../../src/core/apps/types';
import type { TeamPermission } from '../../../../src/core/apps/user/permissions';
import type { ReceivedTeamInvitation } from '../../../../src/core/apps/user/received-team-invitations';
import type { EditableTeamMemberProfile, TeamUser, UserTeam } from '../../../../src/core/apps/user/teams';
import { AsyncCache } from '../../../../src/core/cache';
import { memberName } from '../../../../src/react/components/account-settings/sections/teams/member-name';
import { TeamPage } from '../../../../src/react/components/account-settings/sections/teams/team-page';
import { TeamsSection } from '../../../../src/react/components/account-settings/sections/teams/teams-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

const ME = 'user-me';

function member(id: string, displayName: string | null): TeamUser {
  return { id, teamProfile: { displayName, profileImageUrl: null } };
}

function setup(options: { permissions: string[]; members?: TeamUser[]; me?: Partial<PublicUser>; project?: Project }) {
  const app = new FakeApp();
  const project = options.project ?? makeProject({ clientTeamCreationEnabled: true, allowTeamApiKeys: true });
  app.project = project;
  let members = options.members ?? [member(ME, null)];
  const removed: string[] = [];
  const usersCache = new AsyncCache<TeamUser[]>(async () => members);
  const permissions = new AsyncCache<TeamPermission[]>(async () => options.permissions.map((id) => ({ id })));
  const makeTeam = (id: string, displayName: string): UserTeam =>
    ({
      id,
      displayName,
      profileImageUrl: null,
      clientMetadata: {},
      clientReadOnlyMetadata: {},
      usersCache: () => usersCache,
      async removeUser(userId: string) {
        removed.push(userId);
        members = members.filter((m) => m.id !== userId);
        await usersCache.refresh();
      },
    }) as unknown as UserTeam; // Only what the overview, the header and the members tab use.
  let teams = [makeTeam('team-1', 'Rockets')];
  const teamsCache = new AsyncCache<UserTeam[]>(async () => teams);
  const created: string[] = [];
  const noInvitations = new AsyncCache<ReceivedTeamInvitation[]>(async () => []);
  const profile = new AsyncCache<EditableTeamMemberProfile>(async () => ({ displayName: null, profileImageUrl: null, update: async () => undefined }));
  const base = app.makeUser(makePublicUser('me@example.com', { id: ME, ...options.me }));
  const user: CurrentUser = {
    ...base,
    teamsCache: () => teamsCache,
    permissionsCache: () => permissions,
    // The fake app makes no requests: no invitations for the person, an empty own team profile.
    teamInvitationsCache: () => noInvitations,
    teamProfileCache: () => profile,
    async createTeam({ displayName }) {
      created.push(displayName);
      const team = makeTeam(`team-${teams.length + 1}`, displayName);
      teams = [...teams, team];
      await teamsCache.refresh();
      return team;
    },
  };
  return { app, project, user, removed, created };
}

const names = (): string[] => [...document.querySelectorAll('li[data-member-id] .stack-row-title-text')].map((el) => el.textContent ?? '');

async function openTab(name: string): Promise<void> {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

describe('memberName', () => {
  const me = { id: ME, displayName: 'Ada', primaryEmail: 'me@example.com' };
  it('team display name, else (for oneself) account name, else e-mail, else null', () => {
    expect(memberName(member('other', 'Captain'), me)).toBe('Captain');
    expect(memberName(member(ME, 'Team Ada'), me)).toBe('Team Ada');
    expect(memberName(member(ME, null), me)).toBe('Ada');
    expect(memberName(member(ME, '  '), { ...me, displayName: null })).toBe('me@example.com');
    expect(memberName(member(ME, null), { ...me, displayName: null, primaryEmail: null })).toBeNull();
    // Another member's e-mail is not in the client view: no name at all.
    expect(memberName(member('other', null), me)).toBeNull();
  });
});

describe('TeamPage: Members', () => {
  it('names every member, marks the person with "You" (and "Admin"), and never says "Member without a team name"', async () => {
    const s = setup({
      permissions: ['$read_members', 'team_admin'],
      members: [member(ME, null), member('u-2', 'Captain'), member('u-3', null)],
      me: { displayName: 'Ada Lovelace' },
    });
    renderWithApp(s.app, <TeamPage user={s.user} project={s.project} teamId="team-1" />);
    await openTab('Members');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace', 'Captain', 'Unnamed member']));
    const mine = document.querySelector(`li[data-member-id="${ME}"]`)!;
    expect([...mine.querySelectorAll('.stack-badge')].map((b) => b.textContent)).toEqual(['You', 'Admin']);
    expect(mine.textContent).toContain('me@example.com');
    expect(document.querySelector('li[data-member-id="u-2"] .stack-badge')).toBeNull();
    expect(document.body.textContent).not.toContain('Member without a team name');
  });

  it("without any name the person's own row shows their e-mail", async () => {
    const s = setup({ permissions: ['$read_members'], members: [member(ME, null)] });
    renderWithApp(s.app, <TeamPage user={s.user} project={s.project} teamId="team-1" />);
    await openTab('Members');
    await waitFor(() => expect(names()).toEqual(['me@example.com']));
    expect([...document.querySelectorAll(`li[data-member-id="${ME}"] .stack-badge`)].map((b) => b.textContent)).toEqual(['You']);
  });

  it('a holder of $remove_members removes another member through the row menu, after a dialog naming the action', async () => {
    const s = setup({ permissions: ['$read_members', '$remove_members'], members: [member(ME, null), member('u-2', 'Captain')] });
    renderWithApp(s.app, <TeamPage user={s.user} project={s.project} teamId="team-1" />);
    await openTab('Members');
    await waitFor(() => expect(names()).toHaveLength(2));
    // No menu on one's own row (leaving is on the General tab).
    expect(document.querySelector(`li[data-member-id="${ME}"] button`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Captain' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Captain?' });
    expect(s.removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(names()).toEqual(['me@example.com']));
    expect(s.removed).toEqual(['u-2']);
    expect((await screen.findByText('Captain was removed from the team.')).closest('[role=status]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Members' })));
  });
});

describe('TeamPage: tabs', () => {
  it('shows only the tabs the permissions allow', async () => {
    const plain = setup({ permissions: ['$read_members', '$invite_members'] });
    renderWithApp(plain.app, <TeamPage user={plain.user} project={plain.project} teamId="team-1" />);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Members', 'Invitations']));
    cleanup();

    const admin = setup({ permissions: ['$read_members', '$invite_members', '$manage_api_keys'] });
    renderWithApp(admin.app, <TeamPage user={admin.user} project={admin.project} teamId="team-1" />);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Members', 'Invitations', 'API keys']));
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'General' }).id);
    cleanup();

    // Team keys switched off for the project: no API keys tab even for a holder.
    const off = setup({ permissions: ['$read_members', '$manage_api_keys'], project: makeProject({ allowTeamApiKeys: false }) });
    renderWithApp(off.app, <TeamPage user={off.user} project={off.project} teamId="team-1" />);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Members']));
  });
});

describe('TeamsSection (overview)', () => {
  it('lists the teams as rows; "Open" shows the team page with its heading focused, "All teams" goes back', async () => {
    const s = setup({ permissions: ['$read_members'] });
    renderWithApp(s.app, <TeamsSection user={s.user} project={s.project} />);
    const row = await screen.findByText('Rockets');
    expect(row.closest('li')?.getAttribute('data-team-id')).toBe('team-1');
    fireEvent.click(screen.getByRole('button', { name: 'Open Rockets' }));
    const heading = await screen.findByRole('heading', { name: 'Rockets', level: 3 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'All teams' }));
    await screen.findByRole('button', { name: 'Open Rockets' });
  });

  it('"Create a team" opens a dialog: an empty name is said under the field; a created team opens with its heading focused', async () => {
    const s = setup({ permissions: ['$read_members'] });
    renderWithApp(s.app, <TeamsSection user={s.user} project={s.project} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    const input = within(dialog).getByLabelText('Team name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Enter a team name.')).toBeTruthy();
    expect(s.created).toEqual([]);
    fireEvent.change(input, { target: { value: 'Comets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    const heading = await screen.findByRole('heading', { name: 'Comets', level: 3 });
    expect(s.created).toEqual(['Comets']);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without teams: one sentence and the action that fills it', async () => {
    const s = setup({ permissions: [] });
    const empty = new AsyncCache<UserTeam[]>(async () => []);
    renderWithApp(s.app, <TeamsSection user={{ ...s.user, teamsCache: () => empty }} project={s.project} />);
    await screen.findByText('You are not in any team yet.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Create a team']);
  });
});
