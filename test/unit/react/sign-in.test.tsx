// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn } from '../../../src/react';
import { errorOfField } from './auth-helpers';
import { FakeApp, deferred, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

async function submit(email: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignIn', () => {
  it('is a card titled with the project name, with the autocomplete password managers need', async () => {
    renderWithApp(new FakeApp(), <SignIn />);
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('shows the known error message for a wrong password and keeps the form', async () => {
    const app = new FakeApp();
    app.nextSignIn = Result.error(new KnownErrors.EmailPasswordMismatch());
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'wrong-password');
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    expect(app.signInCalls).toEqual([{ email: 'a@example.com', password: 'wrong-password', noRedirect: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('turns a network failure into a sentence in the form alert, and focuses it', async () => {
    const app = new FakeApp();
    app.nextSignIn = new TypeError('Failed to fetch');
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'whatever-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('keeps the button busy ("Signing in…", disabled) while running, then shows the signed-in card', async () => {
    const app = new FakeApp();
    const answer = deferred<Result<undefined, never>>();
    app.nextSignIn = answer.promise;
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'right-password');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer.resolve(Result.ok(undefined));
    expect(await screen.findByText('You are signed in as a@example.com.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('moves focus to the signed-in sentence after a sign-in in this card, never to <body>', async () => {
    renderWithApp(new FakeApp(), <SignIn />);
    fireEvent.focus(await screen.findByLabelText('E-mail'));
    await submit('a@example.com', 'right-password');
    const sentence = await screen.findByText('You are signed in as a@example.com.');
    await waitFor(() => expect(document.activeElement).toBe(sentence));
  });

  it('leaves focus alone when the sign-in happened elsewhere', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    await screen.findByLabelText('E-mail');
    app.setUser(makePublicUser('tab@example.com'));
    await screen.findByText('You are signed in as tab@example.com.');
    expect(document.activeElement).toBe(document.body);
  });

  it('puts every missing field under its field at once, focuses the first, and sends nothing', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    await submit('', '');
    expect(errorOfField('E-mail')).toBe('Please enter your e-mail address.');
    expect(errorOfField('Password')).toBe('Please enter your password.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    await submit('a@example.com', '');
    expect(errorOfField('E-mail')).toBeNull();
    expect(errorOfField('Password')).toBe('Please enter your password.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(app.signInCalls).toHaveLength(0);
  });

  it('shows nothing but a notice when the project has no sign-in method', async () => {
    const app = new FakeApp();
    app.project = makeProject({ credentialEnabled: false });
    renderWithApp(app, <SignIn />);
    expect(await screen.findByText('Signing in with a password is not enabled for this project.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('links to sign-up only when sign-up is enabled', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn signUpUrl="#sign-up" />);
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe('#sign-up');
    cleanup();
    app.project = makeProject({ signUpEnabled: false });
    renderWithApp(app, <SignIn />);
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByText("Don't have an account?")).toBeNull();
  });

  it('reports a project that cannot be loaded, and retries on request', async () => {
    const app = new FakeApp();
    app.project = new TypeError('Failed to fetch');
    renderWithApp(app, <SignIn />);
    expect(await screen.findByText('Could not load the sign-in settings of this project.')).toBeTruthy();
    app.project = makeProject();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
  });

  it('shows a skeleton (not the signed-out form) while the user is loading, then the signed-in card', async () => {
    const app = new FakeApp('me@example.com');
    const user = deferred<void>();
    const getUser = app.getUser.bind(app);
    app.getUser = async (options) => {
      await user.promise;
      return getUser(options);
    };
    renderWithApp(app, <SignIn />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    // The project is known before the user: still the skeleton, never the form.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    user.resolve();
    expect(await screen.findByText('You are signed in as me@example.com.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('signs out from the signed-in card, which shows the avatar and the name', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Ada Lovelace' }));
    const { container } = renderWithApp(app, <SignIn />);
    expect(await screen.findByText('You are signed in as Ada Lovelace.')).toBeTruthy();
    expect(screen.getByText('me@example.com')).toBeTruthy();
    expect(container.querySelector('[part=avatar]')?.textContent).toBe('AL');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(app.signOutCalls).toBe(1);
  });
});
