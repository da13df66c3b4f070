// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:8080/handler/team-invitation?code=code-from-url" }
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamInvitation } from '../../../src/react/components/team-invitation';
import { KnownErrors } from '../../../src/protocol/errors';
import { Result } from '../../../src/core/result';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('TeamInvitation', () => {
  it('signed in: names the team from the details, joins with the URL code, then says so', async () => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationDetails = Result.ok({ teamId: 't1', teamDisplayName: 'Rockets' });
    renderWithApp(app, <TeamInvitation />);
    expect(screen.getByRole('heading').textContent).toBe('Team invitation');
    await screen.findByText('You have been invited to join Rockets.');
    fireEvent.click(screen.getByRole('button', { name: 'Join Rockets' }));
    expect((await screen.findByText('You joined Rockets.')).getAttribute('role')).toBe('status');
    expect(app.passwordCalls).toEqual([
      { method: 'getTeamInvitationDetails', args: ['code-from-url'] },
      { method: 'acceptTeamInvitation', args: ['code-from-url'] },
    ]);
    expect(screen.queryByRole('button', { name: 'Join Rockets' })).toBeNull();
  });

  it.each([
    [new KnownErrors.VerificationCodeExpired(), 'This link has expired. Please request a new one.'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'This link has already been used.'],
    [new KnownErrors.VerificationCodeNotFound(), 'This link is not valid. Please check that you opened the whole link from the e-mail.'],
  ])('an unusable code (%s) is said in words, with no join button', async (error, text) => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationDetails = Result.error(error);
    renderWithApp(app, <TeamInvitation code="given" />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a refused join shows the reason and keeps the button', async () => {
    const app = new FakeApp('me@example.com');
    app.nextTeamInvitationAccept = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <TeamInvitation code="given" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Team One' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used.');
    expect(screen.getByRole('button', { name: 'Join Team One' })).toBeTruthy();
  });

  it('signed out: checks the code and offers sign-in / sign-up that come back here', async () => {
    const app = new FakeApp();
    renderWithApp(app, <TeamInvitation />);
    await screen.findByText('You have been invited to join a team. Sign in or create an account to accept the invitation.');
    const back = encodeURIComponent('/handler/team-invitation?code=code-from-url');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/handler/sign-in?after_auth_return_to=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/handler/sign-up?after_auth_return_to=${back}`);
    expect(app.passwordCalls).toEqual([{ method: 'verifyTeamInvitationCode', args: ['code-from-url'] }]);
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
