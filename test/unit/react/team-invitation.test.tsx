// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:8080/handler/team-invitation?code=abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp" }
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamInvitation } from '../../../src/react/components/team-invitation';
import { KnownErrors } from '../../../src/protocol/errors';
import { Result } from '../../../src/core/result';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

describe('TeamInvitation', () => {
  it('signed in: names the team from the details, joins with the URL code, then says so with "Continue"', async () => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationDetails = Result.ok({ teamId: 't1', teamDisplayName: 'Rockets' });
    renderWithApp(app, <TeamInvitation />);
    expect(screen.getByRole('heading').textContent).toBe('Team invitation');
    expect(screen.getByRole('status', { name: 'Checking your invitation…' })).toBeTruthy();
    expect((await screen.findByRole('list', { name: 'The team you are invited to' })).textContent).toContain('Rockets');
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Join Rockets' }));
    expect((await screen.findByText('You joined Rockets.')).closest('[role=status]')).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Welcome to the team' });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(app.passwordCalls).toEqual([
      { method: 'getTeamInvitationDetails', args: [CODE] },
      { method: 'acceptTeamInvitation', args: [CODE] },
      // The joined team becomes the selected one.
      { method: 'setSelectedTeam', args: ['t1'] },
    ]);
    expect(screen.queryByRole('button', { name: 'Join Rockets' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it.each([
    [new KnownErrors.VerificationCodeExpired(), 'This link has expired. Please request a new one.'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'This link has already been used.'],
    [new KnownErrors.VerificationCodeNotFound(), 'This link is not valid. Please check that you opened the whole link from the e-mail.'],
  ])('an unusable code (%s) is said in words, with "Go home" and no join button', async (error, text) => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationDetails = Result.error(error);
    renderWithApp(app, <TeamInvitation code={CODE} />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
  });

  it('a damaged code is told without any request', () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <TeamInvitation code="given" />);
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete or damaged. Open the latest e-mail again.');
    expect(app.passwordCalls).toEqual([]);
  });

  it('a join refused for the link ends on the link card', async () => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationAccept = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <TeamInvitation code={CODE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Team One' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used.');
    expect(screen.getByRole('heading').textContent).toBe('Link already used');
  });

  it('a join that fails on the way (network) keeps the button, with the sentence', async () => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationAccept = new TypeError('fetch failed');
    renderWithApp(app, <TeamInvitation code={CODE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Team One' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Join Team One' })).toBeTruthy();
  });

  it('signed out: checks the code and offers sign-in / sign-up that come back here', async () => {
    const app = new FakeApp();
    renderWithApp(app, <TeamInvitation />);
    await screen.findByText('You have been invited to join a team. Sign in or create an account to see the team and accept the invitation.');
    const back = encodeURIComponent(`/handler/team-invitation?code=${CODE}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/handler/sign-in?after_auth_return_to=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/handler/sign-up?after_auth_return_to=${back}`);
    expect(app.passwordCalls).toEqual([{ method: 'verifyTeamInvitationCode', args: [CODE] }]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed out with a used code: the words, no sign-in offer', async () => {
    const app = new FakeApp();
    app.nextTeamInvitationCheck = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <TeamInvitation />);
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used.');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
