// @vitest-environment happy-dom
// OAuth UI: <SignIn> shows one button per enabled provider that starts signInWithOAuth; <OAuthCallback>
// finishes the sign-in, or shows the error the server redirected back with.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/react';
import { OAuthCallback } from '../../../src/react/components/oauth';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  window.history.replaceState({}, '', '/');
});

describe('OAuth buttons in SignIn', () => {
  it('one button per enabled provider, in the project order; a click starts that provider', async () => {
    const app = new FakeApp();
    app.project = makeProject({ oauthProviders: [{ id: 'github' }, { id: 'google' }] });
    renderWithApp(app, <SignIn />);
    const github = await screen.findByRole('button', { name: 'Sign in with GitHub' });
    expect(screen.getAllByRole('button', { name: /^Sign in with / }).map((b) => b.textContent)).toEqual(['Sign in with GitHub', 'Sign in with Google']);
    fireEvent.click(github);
    expect(app.oauthSignIns).toEqual([{ provider: 'github' }]);
  });

  it('no provider, no button', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Sign in with another account' })).toBeNull();
  });
});

describe('OAuthCallback', () => {
  it('says signed in when callOAuthCallback did the sign-in', async () => {
    const app = new FakeApp();
    app.nextOAuthCallback = true;
    renderWithApp(app, <OAuthCallback />);
    expect(await screen.findByText('You are signed in.')).toBeTruthy();
  });

  it('shows the message of an error the server redirected back', async () => {
    window.history.replaceState({}, '', '/handler/oauth-callback?error=server_error&errorCode=OUTER_OAUTH_TIMEOUT&message=The+OAuth+flow+has+timed+out.+Please+sign+in+again.');
    renderWithApp(new FakeApp(), <OAuthCallback />);
    expect((await screen.findByRole('alert')).textContent).toBe('The OAuth flow has timed out. Please sign in again.');
  });

  it('without a sign-in to finish, says so', async () => {
    renderWithApp(new FakeApp(), <OAuthCallback />);
    expect(await screen.findByText('There is no sign-in to finish here. Start again from the sign-in page.')).toBeTruthy();
  });
});
