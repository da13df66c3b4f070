// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignUp } from '../../../src/react';
import { errorOfField } from './auth-helpers';
import { FakeApp, deferred, makeProject } from './fake-app';
import { renderWithApp } from './render';
import { setPasswordCheckLoader } from '../../../src/react/password/verdict';

// These forms' own rules, without the common-password check (its tests: ui/password-field.test.tsx, e2e/password-fields).
beforeEach(() => setPasswordCheckLoader(null));

afterEach(cleanup);

async function fill(email: string, password: string, repeat: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUp', () => {
  it('is a card "Create your account" with a link to sign in and new-password fields', async () => {
    renderWithApp(new FakeApp(), <SignUp />);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Repeat password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it('shows every problem under its field at once (SPEC words), focuses the first, sends nothing', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    await fill('', 'short', 'other');
    expect(errorOfField('E-mail')).toBe('Please enter your e-mail address.');
    expect(errorOfField('Password')).toBe('Password too short. Minimum length is 8.');
    expect(errorOfField('Repeat password')).toBe('Passwords do not match.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    await fill('a@example.com', 'short', 'short');
    expect(errorOfField('E-mail')).toBeNull();
    expect(errorOfField('Repeat password')).toBeNull();
    expect(errorOfField('Password')).toBe('Password too short. Minimum length is 8.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('rejects a password over 70 characters', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    const long = 'x'.repeat(71);
    await fill('a@example.com', long, long);
    expect(errorOfField('Password')).toBe('Password too long. Maximum length is 70.');
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('rejects a repeat that does not match, under the repeat field', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    await fill('a@example.com', 'long-enough-1', 'long-enough-2');
    expect(errorOfField('Password')).toBeNull();
    expect(errorOfField('Repeat password')).toBe('Passwords do not match.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Repeat password')));
    expect(app.signUpCalls).toHaveLength(0);
  });

  it('takes the minimum from the server PASSWORD_TOO_SHORT details and checks it locally next time', async () => {
    const app = new FakeApp();
    app.nextSignUp = Result.error(new KnownErrors.PasswordTooShort({ min_length: 12 }));
    renderWithApp(app, <SignUp />);
    await fill('a@example.com', 'ten-chars!', 'ten-chars!');
    await waitFor(() => expect(errorOfField('Password')).toBe('Password too short. Minimum length is 12.'));
    expect(app.signUpCalls).toHaveLength(1);
    // The hint steps aside while the password's own error says the rule.
    expect(screen.queryByText(/^At least \d+ characters\.$/)).toBeNull();
    await fill('a@example.com', 'eleven-char', 'eleven-char');
    expect(errorOfField('Password')).toBe('Password too short. Minimum length is 12.');
    expect(app.signUpCalls).toHaveLength(1);
    app.nextSignUp = Result.error(new KnownErrors.UserEmailAlreadyExists({ email: 'a@example.com', would_work_if_email_was_verified: false }));
    await fill('a@example.com', 'twelve-chars', 'twelve-chars');
    await waitFor(() => expect(app.signUpCalls).toHaveLength(2));
    expect(await screen.findByText('At least 12 characters.')).toBeTruthy();
  });

  it('takes the maximum from the server PASSWORD_TOO_LONG details (camelCase maxLength)', async () => {
    const app = new FakeApp();
    app.nextSignUp = Result.error(new KnownErrors.PasswordTooLong({ maxLength: 20 }));
    renderWithApp(app, <SignUp />);
    const password = 'p'.repeat(30);
    await fill('a@example.com', password, password);
    await waitFor(() => expect(errorOfField('Password')).toBe('Password too long. Maximum length is 20.'));
    await fill('a@example.com', 'q'.repeat(25), 'q'.repeat(25));
    expect(errorOfField('Password')).toBe('Password too long. Maximum length is 20.');
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
    expect(app.signUpCalls).toEqual([{ email: 'taken@example.com', password: 'long-enough', noRedirect: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
    answer.resolve(Result.error(new KnownErrors.UserEmailAlreadyExists({ email: 'taken@example.com', would_work_if_email_was_verified: false })));
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeTruthy();
    // "Sign in instead" is a link to the sign-in page (issue 32).
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(app.urls.signIn);
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the providers first, as "Continue with …", above an "or" divider', async () => {
    const app = new FakeApp();
    app.project = makeProject({ oauthProviders: [{ id: 'github' }] });
    renderWithApp(app, <SignUp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    expect(app.oauthSignIns).toEqual([{ provider: 'github' }]);
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
  });

  it('says so when the project does not allow sign-up', async () => {
    const app = new FakeApp();
    app.project = makeProject({ signUpEnabled: false, oauthProviders: [{ id: 'github' }] });
    renderWithApp(app, <SignUp />);
    expect(await screen.findByText('Creating new accounts is not enabled for this project.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull();
  });

  it('links to the sign-in URL given, else the app handler URL', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp signInUrl="#sign-in" />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('#sign-in');
    cleanup();
    renderWithApp(app, <SignUp />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/handler/sign-in');
  });

  it('after sign-up asks to verify the address; after sign-out an empty form again', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignUp />);
    await fill('new@example.com', 'long-enough', 'long-enough');
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    expect(screen.getByText('We sent a link to new@example.com. Open it to confirm your address.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend e-mail' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
