// @vitest-environment happy-dom
// The team invitations panel over a fake user and team: shown only to holders of $invite_members; the
// invite form calls team.inviteUser and the refreshed list shows the invitation; revoke only with
// $remove_members, after a dialog; failures in words, a bad address under its field.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, Project } from '../../../../src/core/apps/types';
import type { TeamPermission } from '../../../../src/core/apps/user/permissions';
import type { SentTeamInvitation } from '../../../../src/core/apps/user/team-invitations';
import type { UserTeam } from '../../../../src/core/apps/user/teams';
import { AsyncCache } from '../../../../src/core/cache';
import { KnownErrors } from '../../../../src/protocol/errors';
import { TeamInvitationsPanel } from '../../../../src/react/components/account-settings/sections/teams/team-invitations-panel';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

function setup(permissions: string[], inviteFailure?: Error) {
  const app = new FakeApp();
  const project: Project = makeProject();
  app.project = project;
  const permissionsCache = new AsyncCache<TeamPermission[]>(async () => permissions.map((id) => ({ id })));
  let invitations: SentTeamInvitation[] = [];
  const invited: { email: string; callbackUrl?: string }[] = [];
  const revoked: string[] = [];
  let listLoads = 0;
  const invitationsCache = new AsyncCache<SentTeamInvitation[]>(async () => {
    listLoads++;
    return invitations;
  });
  const invitation = (id: string, email: string): SentTeamInvitation => ({
    id,
    recipientEmail: email,
    expiresAt: new Date('2030-01-08T00:00:00Z'),
    async revoke() {
      revoked.push(id);
      invitations = invitations.filter((i) => i.id !== id);
      await invitationsCache.refresh();
    },
  });
  invitations = [invitation('i1', 'first@example.com')];
  const team = {
    id: 'team-1',
    displayName: 'Team one',
    profileImageUrl: null,
    clientMetadata: {},
    clientReadOnlyMetadata: {},
    invitationsCache: () => invitationsCache,
    listInvitations: () => invitationsCache.get(),
    async inviteUser(options: { email: string; callbackUrl?: string }) {
      if (inviteFailure) throw inviteFailure;
      invited.push(options);
      invitations = [...invitations, invitation(`i${invitations.length + 2}`, options.email)];
      await invitationsCache.refresh();
    },
  } as unknown as UserTeam; // Only the invitation methods the panel uses.
  const user: CurrentUser = { ...app.makeUser(makePublicUser('me@example.com')), permissionsCache: () => permissionsCache };
  renderWithApp(app, <TeamInvitationsPanel user={user} project={project} team={team} />);
  return { invited, revoked, permissions: () => permissionsCache.get(), listLoads: () => listLoads };
}

/** The error sentence linked to a field (aria-describedby), or null. */
function fieldError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return input.getAttribute('aria-invalid') === 'true' && id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('TeamInvitationsPanel', () => {
  it('invites by e-mail (the list refreshes), and revokes for a holder of $remove_members after confirming', async () => {
    const s = setup(['$invite_members', '$read_members', '$remove_members']);
    await screen.findByRole('heading', { name: 'Invite a member' });
    await screen.findByRole('heading', { name: 'Pending invitations' });
    await screen.findByText('first@example.com');
    expect(document.querySelector('li[data-invitation-id="i1"]')?.textContent).toContain('Expires');
    fireEvent.change(screen.getByLabelText('E-mail address to invite'), { target: { value: ' new@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByText('Invitation sent to new@example.com.')).closest('[role=status]')).not.toBeNull();
    expect(s.invited).toEqual([{ email: 'new@example.com', idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
    await screen.findByText('new@example.com');
    expect((screen.getByLabelText('E-mail address to invite') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to first@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to first@example.com?' });
    expect(s.revoked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(document.querySelector('li[data-invitation-id="i1"]')).toBeNull());
    expect(s.revoked).toEqual(['i1']);
    expect((await screen.findByText('Invitation to first@example.com revoked.')).closest('[role=status]')).not.toBeNull();
    // The row is gone: focus is on the list's heading, not <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pending invitations' })));
  });

  it('a plain member (no $remove_members) sees the list without revoke buttons', async () => {
    setup(['$invite_members', '$read_members']);
    await screen.findByText('first@example.com');
    expect(document.querySelectorAll('li[data-invitation-id] button')).toHaveLength(0);
  });

  it('without $invite_members the panel is not shown', async () => {
    const s = setup(['$read_members']);
    await s.permissions();
    await waitFor(() => expect(document.querySelector('[data-section="team-invite"]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    expect(s.listLoads()).toBe(0);
  });

  it('an empty or malformed address is said under the field without a request; a refused invitation in the alert', async () => {
    const s = setup(['$invite_members', '$read_members'], new KnownErrors.RedirectUrlNotWhitelisted());
    const input = await screen.findByLabelText('E-mail address to invite');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(fieldError(input)).toBe('Enter an e-mail address.'));
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(fieldError(input)).toBe('Enter a valid e-mail address.'));
    expect(s.invited).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(input, { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("The invitation link of this site is not among the project's trusted domains."));
    expect(fieldError(input)).toBeNull();
  });
});
