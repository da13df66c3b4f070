// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HandlerUrlKey, RedirectMethod, SignInOptions } from '../../../src/core/apps/types';
import { Result } from '../../../src/core/result';
import { HANDLER_ROUTES } from '../../../src/protocol/constants';
import { KnownErrors } from '../../../src/protocol/errors';
import { HANDLER_ROUTE_TABLE, StackHandler, routeOfPath, t } from '../../../src/react';
import { describeFailure } from '../../../src/react/errors';
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

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

function open(app: FakeApp, path: string, props: { handlerBase?: string } = {}): void {
  renderWithApp(app, <StackHandler location={`https://app.example.com${path}`} {...props} />);
}

describe('StackHandler routes', () => {
  it('has a screen for every SPEC route, plus cli-auth-confirm', () => {
    for (const route of HANDLER_ROUTES) expect(Object.keys(HANDLER_ROUTE_TABLE)).toContain(route);
    expect(Object.keys(HANDLER_ROUTE_TABLE)).toContain('cli-auth-confirm');
  });

  it.each([
    ['/handler/sign-in', 'heading', /^Sign in to /],
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

  it.each(['/handler/forgot-password', '/handler/password-reset', '/handler/error', '/handler/nope', '/handler/team-invitation'])(
    '%s: the project name above one card whose title is the page h1',
    async (path) => {
      const app = new RoutingApp();
      const { container } = renderWithApp(app, <StackHandler location={`https://app.example.com${path}`} />);
      await waitFor(() => expect(container.querySelector('.stack-page-brand')?.textContent).toBe('Test project'));
      const page = container.querySelector('.stack-page')!;
      expect(page.firstElementChild?.className).toBe('stack-page-brand');
      expect(page.querySelectorAll('.stack-card')).toHaveLength(1);
      expect([...page.querySelectorAll('h1, h2')].map((h) => h.tagName)).toEqual(['H1']);
    },
  );

  it('an unknown route and the bare base show page-not-found, leading home and to sign-in', async () => {
    const app = new RoutingApp();
    open(app, '/handler/nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The address may be mistyped, or the page may have moved.');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/handler/sign-in');
    cleanup();
    open(app, '/handler/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('routes under an overridden handler base, links stay under it, and the default base then does not match', async () => {
    const app = new RoutingApp();
    open(app, '/auth/pages/sign-in?x=1', { handlerBase: '/auth/pages/' });
    expect(await screen.findByRole('heading', { name: /^Sign in to / })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/pages/sign-up');
    cleanup();
    open(app, '/handler/sign-in', { handlerBase: '/auth/pages' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/auth/pages/sign-in');
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
  it('a signed-in person opening sign-in, sign-up, mfa or a magic link is sent to after-sign-in, shown as "Redirecting…"', async () => {
    for (const path of ['/handler/sign-in', '/handler/sign-up', '/handler/mfa', `/handler/magic-link-callback?code=${CODE}`]) {
      const app = new RoutingApp('me@example.com');
      open(app, path);
      expect(await screen.findByText('Redirecting…')).toBeTruthy();
      await waitFor(() => expect(app.redirects).toEqual([{ target: 'afterSignIn', replace: true }]));
      expect(screen.queryByRole('heading', { name: /^Sign in to / })).toBeNull();
      expect(app.magicLinkSignInCalls).toEqual([]);
      cleanup();
    }
  });

  it('"Redirecting…" links to the after_auth_return_to of the page (same origin), else the after-sign-in URL', async () => {
    window.history.replaceState(null, '', '/handler/sign-in?after_auth_return_to=%2Fsomewhere%3Fx%3D1');
    renderWithApp(new RoutingApp('me@example.com'), <StackHandler />);
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/somewhere?x=1');
    cleanup();
    window.history.replaceState(null, '', '/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example%2F');
    renderWithApp(new RoutingApp('me@example.com'), <StackHandler />);
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('the mfa page: a right code signs in through the app call (noRedirect false), then "Redirecting…"', async () => {
    const app = new RoutingApp();
    // The SDK saved the attempt code before it went to the mfa page.
    sessionStorage.setItem('stack_mfa_attempt_code', 'a'.repeat(45));
    const { container } = renderWithApp(app, <StackHandler location="https://app.example.com/handler/mfa" />);
    const input = await waitFor(() => {
      const field = container.querySelector<HTMLInputElement>('form input');
      if (!field) throw new Error('no code field yet');
      return field;
    });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.submit(input.form!);
    expect((await screen.findByRole('status')).textContent).toBe('Redirecting…');
    expect(app.mfaCalls).toEqual([{ totp: '123456', attemptCode: 'a'.repeat(45), noRedirect: false }]);
    expect(app.redirects).toEqual([]);
    sessionStorage.clear();
  });

  it('the magic-link page: nothing is sent on opening; the click signs in through the app call (noRedirect false), then "Redirecting…"', async () => {
    const app = new RoutingApp();
    window.history.replaceState(null, '', `/handler/magic-link-callback?code=${CODE}`);
    renderWithApp(app, <StackHandler />);
    const button = await screen.findByRole('button', { name: 'Continue signing in' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in with this link?');
    expect(app.magicLinkSignInCalls).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Redirecting…');
    expect(app.magicLinkSignInCalls).toEqual([{ otp: CODE.slice(0, 6), nonce: CODE.slice(6), noRedirect: false }]);
    expect(app.redirects).toEqual([]);
  });

  it('signing in on the page leaves the redirect to the app call (noRedirect false) and does not redirect twice', async () => {
    const app = new RoutingApp();
    open(app, '/handler/sign-in?after_auth_return_to=/somewhere');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('status')).textContent).toBe('Redirecting…');
    expect(app.signInCalls).toEqual<SignInOptions[]>([{ email: 'a@example.com', password: 'right-password', noRedirect: false, idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
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
    // The card signs up without the SDK's redirect, sets the new account's opt-in defaults, then asks for it.
    expect(app.signUpCalls[0]?.noRedirect).toBe(true);
    await waitFor(() => expect(app.redirects).toEqual([{ target: 'afterSignUp', replace: true }]));
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
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
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
  it('words an OAuth error redirect by its errorCode (a sentence, not the raw code) and offers "Try again" and "Go home"', async () => {
    const app = new RoutingApp();
    open(app, '/handler/error?error=server_error&errorCode=SIGN_UP_NOT_ENABLED&message=x&details=%7B%7D');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(describeFailure(new KnownErrors.SignUpNotEnabled(), t).message);
    expect(alert.textContent).not.toContain('SIGN_UP_NOT_ENABLED');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('a refusal at the provider is titled "Sign-in cancelled"', async () => {
    open(new RoutingApp(), '/handler/error?error=server_error&errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=x&details=%7B%7D');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });

  it('a bare error page leads home first, then to sign-in', async () => {
    open(new RoutingApp(), '/handler/error');
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Go home', '/'],
      ['Back to sign-in', '/handler/sign-in'],
    ]);
  });

  it('an unknown code gets the generic sentence, never the message of the link (issue 29)', async () => {
    const app = new RoutingApp();
    open(app, '/handler/error?errorCode=SOMETHING_NEW&message=The%20provider%20said%20no.');
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
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
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/handler/sign-in?after_auth_return_to=${encodeURIComponent('/')}`);
  });
});
