// @vitest-environment happy-dom
// OAuth UI: <SignIn> shows one button per enabled provider that starts signInWithOAuth; <OAuthCallback>
// finishes the sign-in, or shows the error the server redirected back with.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn, t } from '../../../src/react';
import { describeFailure } from '../../../src/react/errors';
import { KnownErrors } from '../../../src/protocol/errors';
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
  it('says "Redirecting…" (with a link) once callOAuthCallback did the sign-in', async () => {
    const app = new FakeApp();
    app.nextOAuthCallback = true;
    renderWithApp(app, <OAuthCallback />);
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Redirecting…'));
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('words an error the server redirected back (not its code) and offers "Try again" and "Go home"', async () => {
    window.history.replaceState({}, '', '/handler/oauth-callback?error=server_error&errorCode=OUTER_OAUTH_TIMEOUT&message=The+OAuth+flow+has+timed+out.+Please+sign+in+again.');
    renderWithApp(new FakeApp(), <OAuthCallback signInUrl="/login" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(describeFailure(new KnownErrors.OuterOAuthTimeout(), t).message);
    expect(alert.textContent).not.toContain('OUTER_OAUTH_TIMEOUT');
    expect(screen.getByRole('heading').textContent).toBe('Sign-in failed');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Try again', '/login'],
      ['Go home', '/'],
    ]);
  });

  it('a refusal at the provider is "Sign-in cancelled", and no code is exchanged', async () => {
    window.history.replaceState({}, '', '/handler/oauth-callback?error=access_denied');
    const app = new FakeApp();
    let exchanged = false;
    app.callOAuthCallback = async () => {
      exchanged = true;
      return false;
    };
    renderWithApp(app, <OAuthCallback />);
    expect(await screen.findByRole('heading', { name: 'Sign-in cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(exchanged).toBe(false);
  });

  it('a failed exchange is worded from its cause, never the developer message', async () => {
    const app = new FakeApp();
    app.callOAuthCallback = () => Promise.reject(new Error('Error signing in during OAuth callback. Please try again.', { cause: new TypeError('fetch failed') }));
    renderWithApp(app, <OAuthCallback />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
  });

  it('without a sign-in to finish, says so with "Back to sign-in" and "Go home"', async () => {
    renderWithApp(new FakeApp(), <OAuthCallback />);
    expect(await screen.findByText('There is no sign-in to finish here. Start again from the sign-in page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
  });
});
