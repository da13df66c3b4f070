// @vitest-environment happy-dom
// OAuth UI: <SignIn> shows one button per enabled provider that starts signInWithOAuth; <OAuthCallback>
// finishes the sign-in, or shows the error the server redirected back with.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.textContent)).toEqual(['Continue with GitHub', 'Continue with Google']);
    // Providers first, then "or", then the e-mail form.
    const order = [github, screen.getByRole('separator', { name: 'or' }), screen.getByLabelText('E-mail')];
    for (let i = 1; i < order.length; i++) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(github);
    expect(app.oauthSignIns).toEqual([{ provider: 'github' }]);
    expect(github.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('more than three providers: a grid of logo buttons, each named for screen readers', async () => {
    const app = new FakeApp();
    app.project = makeProject({ oauthProviders: ['github', 'google', 'microsoft', 'spotify'].map((id) => ({ id })) });
    renderWithApp(app, <SignIn />);
    const group = await screen.findByRole('group', { name: 'Sign in with another account' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Continue with GitHub', 'Continue with Google', 'Continue with Microsoft', 'Continue with Spotify']);
    expect(buttons.map((b) => b.textContent)).toEqual(['', '', '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Spotify' }));
    expect(app.oauthSignIns).toEqual([{ provider: 'spotify' }]);
  });

  it('three providers keep their labels', async () => {
    const app = new FakeApp();
    app.project = makeProject({ oauthProviders: ['github', 'google', 'microsoft'].map((id) => ({ id })) });
    renderWithApp(app, <SignIn />);
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(github.textContent).toBe('Continue with GitHub');
    expect(github.getAttribute('aria-label')).toBeNull();
  });

  it('no provider, no button', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
    expect(screen.queryByRole('group', { name: 'Sign in with another account' })).toBeNull();
    expect(screen.queryByRole('separator', { name: 'or' })).toBeNull();
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
