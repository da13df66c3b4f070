// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HandlerUrlKey, RedirectMethod, SignInOptions } from '../../../src/core/apps/types';
import { Result } from '../../../src/core/result';
import { HANDLER_ROUTES } from '../../../src/protocol/constants';
import { KnownErrors } from '../../../src/protocol/errors';
import { HANDLER_ROUTE_TABLE, StackHandler, routeOfPath } from '../../../src/react';
import { FakeApp, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** A FakeApp that records redirects and redirect-method overrides. */
class RoutingApp extends FakeApp {
  readonly redirects: { target: HandlerUrlKey | undefined; replace: boolean | undefined }[] = [];
  readonly overrides: RedirectMethod[] = [];
  released = 0;

  // Optional parameters keep the override compatible with FakeApp's parameterless no-op.
  override async redirectTo(target?: HandlerUrlKey, options: { replace?: boolean } = {}): Promise<void> {
    this.redirects.push({ target, replace: options.replace });
  }

  overrideRedirectMethod(method: RedirectMethod): () => void {
    this.overrides.push(method);
    return () => {
      this.released++;
    };
  }
}

function open(app: FakeApp, path: string, props: { handlerBase?: string } = {}): void {
  renderWithApp(app, <StackHandler location={`https://app.example.com${path}`} {...props} />);
}

describe('StackHandler routes', () => {
  it('has a screen for every SPEC route except oauth-callback (the OAuth helper adds it), plus cli-auth-confirm', () => {
    const expected = HANDLER_ROUTES.filter((route) => route !== 'oauth-callback');
    for (const route of expected) expect(Object.keys(HANDLER_ROUTE_TABLE)).toContain(route);
    expect(Object.keys(HANDLER_ROUTE_TABLE)).toContain('cli-auth-confirm');
  });

  it.each([
    ['/handler/sign-in', 'heading', 'Sign in to Test project'],
    ['/handler/sign-up', 'heading', 'Create your account'],
    ['/handler/forgot-password', 'heading', 'Reset your password'],
    ['/handler/email-verification', 'text', 'This link has no verification code. Please open the link from the e-mail again.'],
    ['/handler/password-reset', 'text', 'This link has no reset code. Please open the link from the e-mail again.'],
    ['/handler/magic-link-callback', 'text', 'This link has no sign-in code. Please open the link from the e-mail again.'],
    ['/handler/mfa', 'heading', 'Two-factor authentication'],
    ['/handler/cli-auth-confirm', 'text', 'This link is missing its login code. Start the login from the command-line tool again.'],
    ['/handler/team-invitation', 'text', 'This link has no invitation code. Please open the link from the e-mail again.'],
    ['/handler/error', 'text', 'An unexpected error occurred. Please try again.'],
  ])('%s shows its screen', async (path, kind, text) => {
    const app = new RoutingApp();
    open(app, path);
    if (kind === 'heading') expect(await screen.findByRole('heading', { name: text })).toBeTruthy();
    else expect(await screen.findByText(text)).toBeTruthy();
  });

  it('an unknown route and the bare base show the error screen with page-not-found wording', async () => {
    const app = new RoutingApp();
    open(app, '/handler/nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Page not found. The address may be mistyped, or the page may have moved.');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    cleanup();
    open(app, '/handler/');
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found.');
  });

  it('routes under an overridden handler base, links stay under it, and the default base then does not match', async () => {
    const app = new RoutingApp();
    open(app, '/auth/pages/sign-in?x=1', { handlerBase: '/auth/pages/' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/pages/sign-up');
    cleanup();
    open(app, '/handler/sign-in', { handlerBase: '/auth/pages' });
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found.');
  });

  it('routeOfPath: segments under the base, null outside it', () => {
    expect(routeOfPath('/handler/sign-in')).toBe('sign-in');
    expect(routeOfPath('/handler/sign-in/')).toBe('sign-in');
    expect(routeOfPath('/handler')).toBe('');
    expect(routeOfPath('/handlers/sign-in')).toBeNull();
    expect(routeOfPath('/x/sign-up', '/x/')).toBe('sign-up');
  });

  it('reads the current page URL when no location is given', async () => {
    window.history.replaceState(null, '', '/handler/forgot-password');
    renderWithApp(new RoutingApp(), <StackHandler />);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});

describe('StackHandler redirects', () => {
  it('a signed-in person opening sign-in or sign-up is sent to after-sign-in, shown as "Redirecting…"', async () => {
    for (const path of ['/handler/sign-in', '/handler/sign-up']) {
      const app = new RoutingApp('me@example.com');
      open(app, path);
      expect(await screen.findByText('Redirecting…')).toBeTruthy();
      await waitFor(() => expect(app.redirects).toEqual([{ target: 'afterSignIn', replace: true }]));
      expect(screen.queryByRole('heading', { name: /^(Sign in|Create your account)/ })).toBeNull();
      cleanup();
    }
  });

  it('signing in on the page leaves the redirect to the app call (noRedirect false) and does not redirect twice', async () => {
    const app = new RoutingApp();
    open(app, '/handler/sign-in?after_auth_return_to=/somewhere');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('status')).textContent).toBe('Redirecting…');
    expect(app.signInCalls).toEqual<SignInOptions[]>([{ email: 'a@example.com', password: 'right-password', noRedirect: false }]);
    expect(app.redirects).toEqual([]);
  });

  it('sign-up on the page asks the app to redirect too', async () => {
    const app = new RoutingApp();
    app.nextSignUp = Result.ok(undefined);
    open(app, '/handler/sign-up');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Redirecting…');
    expect(app.signUpCalls[0]?.noRedirect).toBe(false);
  });

  it('puts the given redirect method in force while mounted and releases it on unmount', () => {
    const app = new RoutingApp();
    renderWithApp(app, <StackHandler location="https://app.example.com/handler/error" redirectMethod="window" />);
    expect(app.overrides).toEqual(['window']);
    cleanup();
    expect(app.released).toBe(1);
  });

  it('sign-out signs the user out once (the app then goes to after-sign-out)', async () => {
    const app = new RoutingApp('me@example.com');
    open(app, '/handler/sign-out');
    expect(screen.getByRole('status').textContent).toBe('Signing out…');
    await waitFor(() => expect(app.signOutCalls).toBe(1));
    expect(await app.getUser()).toBeNull();
    expect(app.signOutCalls).toBe(1);
  });

  it('sign-out without a user goes straight to after-sign-out', async () => {
    const app = new RoutingApp();
    open(app, '/handler/sign-out');
    await waitFor(() => expect(app.redirects).toEqual([{ target: 'afterSignOut', replace: true }]));
    expect(app.signOutCalls).toBe(0);
  });
});

describe('StackHandler error screen', () => {
  it('words an OAuth error redirect by its errorCode (catalogue wording, not the raw code)', async () => {
    const app = new RoutingApp();
    open(app, '/handler/error?error=server_error&errorCode=SIGN_UP_NOT_ENABLED&message=x&details=%7B%7D');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(new KnownErrors.SignUpNotEnabled().message);
    expect(alert.textContent).not.toContain('SIGN_UP_NOT_ENABLED');
  });

  it('falls back to the message of an unknown code', async () => {
    const app = new RoutingApp();
    open(app, '/handler/error?errorCode=SOMETHING_NEW&message=The%20provider%20said%20no.');
    expect((await screen.findByRole('alert')).textContent).toBe('The provider said no.');
  });
});

describe('StackHandler account settings', () => {
  it('signed in: shows <AccountSettings> at the ?section= of the URL; edits the display name; signs out from the danger zone', async () => {
    const app = new RoutingApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Old' }));
    open(app, '/handler/account-settings');
    const name = (await screen.findByLabelText('Display name')) as HTMLInputElement;
    expect(name.value).toBe('Old');
    fireEvent.change(name, { target: { value: '  New Name ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((await app.getUser())?.displayName).toBe('New Name');
    cleanup();

    open(app, '/handler/account-settings?section=danger-zone');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.signOutCalls).toBe(1));
  });

  it('signed out: goes to sign-in (the app adds after_auth_return_to)', async () => {
    const app = new RoutingApp();
    open(app, '/handler/account-settings');
    await waitFor(() => expect(app.redirects).toEqual([{ target: 'signIn', replace: true }]));
    expect(screen.getByRole('status').textContent).toBe('Redirecting…');
  });
});
