// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn } from '../../../src/react';
import { FakeApp, deferred, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

async function submit(email: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignIn', () => {
  it('shows the known error message for a wrong password and keeps the form', async () => {
    const app = new FakeApp();
    app.nextSignIn = Result.error(new KnownErrors.EmailPasswordMismatch());
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'wrong-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong e-mail or password.'));
    expect(app.signInCalls).toEqual([{ email: 'a@example.com', password: 'wrong-password', noRedirect: true }]);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('turns a network failure into a sentence', async () => {
    const app = new FakeApp();
    app.nextSignIn = new TypeError('Failed to fetch');
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'whatever-1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not reach the authentication server. Check your connection and try again.'),
    );
  });

  it('disables submit while running and shows the signed-in state afterwards', async () => {
    const app = new FakeApp();
    const answer = deferred<Result<undefined, never>>();
    app.nextSignIn = answer.promise;
    renderWithApp(app, <SignIn />);
    await submit('a@example.com', 'right-password');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(Result.ok(undefined));
    expect(await screen.findByText('You are signed in as a@example.com.')).toBeTruthy();
  });

  it('asks for missing fields without sending', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    await submit('', 'x');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    await submit('a@example.com', '');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password.');
    expect(app.signInCalls).toHaveLength(0);
  });

  it('shows nothing but a notice when the project has no password sign-in', async () => {
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
});
