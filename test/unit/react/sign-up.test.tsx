// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignUp } from '../../../src/react';
import { FakeApp, deferred, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

async function fill(email: string, password: string, repeat: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUp', () => {
  it('rejects a short password with the SPEC message and sends nothing', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    await fill('a@example.com', 'short', 'short');
    expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 8.');
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('rejects a password over 70 characters', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    const long = 'x'.repeat(71);
    await fill('a@example.com', long, long);
    expect(screen.getByRole('alert').textContent).toBe('Password too long. Maximum length is 70.');
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('rejects a repeat that does not match', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    await fill('a@example.com', 'long-enough-1', 'long-enough-2');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match.');
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('takes the minimum from the server PASSWORD_TOO_SHORT details and checks it locally next time', async () => {
    const app = new FakeApp();
    app.nextSignUp = Result.error(new KnownErrors.PasswordTooShort({ min_length: 12 }));
    renderWithApp(app, <SignUp />);
    await fill('a@example.com', 'ten-chars!', 'ten-chars!');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 12.'));
    expect(app.signUpCalls).toHaveLength(1);
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    await fill('a@example.com', 'eleven-char', 'eleven-char');
    expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 12.');
    expect(app.signUpCalls).toHaveLength(1);
  });

  it('takes the maximum from the server PASSWORD_TOO_LONG details (camelCase maxLength)', async () => {
    const app = new FakeApp();
    app.nextSignUp = Result.error(new KnownErrors.PasswordTooLong({ maxLength: 20 }));
    renderWithApp(app, <SignUp />);
    const password = 'p'.repeat(30);
    await fill('a@example.com', password, password);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password too long. Maximum length is 20.'));
    await fill('a@example.com', 'q'.repeat(25), 'q'.repeat(25));
    expect(screen.getByRole('alert').textContent).toBe('Password too long. Maximum length is 20.');
    expect(app.signUpCalls).toHaveLength(1);
  });

  it('disables submit and shows progress while running, then shows a server error in words', async () => {
    const app = new FakeApp();
    const answer = deferred<Result<undefined, InstanceType<typeof KnownErrors.UserEmailAlreadyExists>>>();
    app.nextSignUp = answer.promise;
    renderWithApp(app, <SignUp />);
    await fill('taken@example.com', 'long-enough', 'long-enough');
    const button = await screen.findByRole('button', { name: 'Creating account…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(app.signUpCalls).toEqual([{ email: 'taken@example.com', password: 'long-enough', noRedirect: true }]);
    answer.resolve(Result.error(new KnownErrors.UserEmailAlreadyExists({ email: 'taken@example.com', would_work_if_email_was_verified: false })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account with this e-mail address already exists. Sign in instead.'));
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the project does not allow sign-up', async () => {
    const app = new FakeApp();
    app.project = makeProject({ signUpEnabled: false });
    renderWithApp(app, <SignUp />);
    expect(await screen.findByText('Creating new accounts is not enabled for this project.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('links to the sign-in URL given, else the app handler URL', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp signInUrl="#sign-in" />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('#sign-in');
    cleanup();
    renderWithApp(app, <SignUp />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/handler/sign-in');
  });
});
