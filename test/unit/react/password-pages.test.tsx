// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { EmailVerification, ForgotPassword, PasswordReset, StackProvider } from '../../../src/react';
import { FakeApp, deferred } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

describe('ForgotPassword', () => {
  it('asks for the e-mail first and sends nothing without it', async () => {
    const app = new FakeApp();
    renderWithApp(app, <ForgotPassword />);
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    expect(app.passwordCalls).toEqual([]);
  });

  it('sends the reset mail, shows the busy label, then the "check your inbox" state', async () => {
    const app = new FakeApp();
    const pending = deferred<Result<undefined, never>>();
    app.nextForgotPassword = pending.promise;
    renderWithApp(app, <ForgotPassword callbackUrl="https://app.example.com/reset" />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '  a@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    pending.resolve(Result.ok(undefined));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('If an account uses a@example.com, a link to reset its password is on its way.');
    expect(app.passwordCalls).toEqual([{ method: 'sendForgotPasswordEmail', args: ['a@example.com', { callbackUrl: 'https://app.example.com/reset' }] }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/handler/sign-in');
  });

  it('shows a thrown known error in words and stays on the form', async () => {
    const app = new FakeApp();
    app.nextForgotPassword = new KnownErrors.RedirectUrlNotWhitelisted();
    renderWithApp(app, <ForgotPassword />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("This site's sign-in is not set up correctly. Please contact the site owner."));
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });
});

describe('PasswordReset', () => {
  async function openValid(app: FakeApp): Promise<void> {
    window.history.replaceState(null, '', `/handler/password-reset?code=${CODE}`);
    renderWithApp(app, <PasswordReset />);
    await screen.findByLabelText('New password');
  }

  function submit(password: string, repeat: string): void {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('without a code in the URL says so and checks nothing', () => {
    const app = new FakeApp();
    renderWithApp(app, <PasswordReset />);
    expect(screen.getByRole('alert').textContent).toBe('This link has no reset code. Please open the link from the e-mail again.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/handler/forgot-password');
    expect(app.passwordCalls).toEqual([]);
  });

  it('checks the code from the URL before showing the form', async () => {
    const app = new FakeApp();
    const pending = deferred<Result<undefined, never>>();
    app.nextVerifyResetCode = pending.promise;
    window.history.replaceState(null, '', `/handler/password-reset?code=${CODE}`);
    renderWithApp(app, <PasswordReset />);
    expect(screen.getByText('Checking your link…')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    pending.resolve(Result.ok(undefined));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(app.passwordCalls).toEqual([{ method: 'verifyPasswordResetCode', args: [CODE] }]);
  });

  it.each([
    [new KnownErrors.VerificationCodeNotFound(), 'This link is not valid. Please check that you opened the whole link from the e-mail.'],
    [new KnownErrors.VerificationCodeExpired(), 'This link has expired. Please request a new one.'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'This link has already been used.'],
    [new KnownErrors.VerificationCodeMaxAttemptsReached(), 'This link was tried too many times and no longer works. Please request a new one.'],
  ])('a bad code (%s) is explained and offers a new link', async (error, text) => {
    const app = new FakeApp();
    app.nextVerifyResetCode = Result.error(error);
    renderWithApp(app, <PasswordReset code={CODE} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('rejects a short, a long and a mismatched password with the SPEC messages, sending nothing', async () => {
    const app = new FakeApp();
    await openValid(app);
    submit('short', 'short');
    expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 8.');
    submit('x'.repeat(71), 'x'.repeat(71));
    expect(screen.getByRole('alert').textContent).toBe('Password too long. Maximum length is 70.');
    submit('long-enough-1', 'long-enough-2');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match.');
    expect(app.passwordCalls.map((c) => c.method)).toEqual(['verifyPasswordResetCode']);
  });

  it('resets with the code and the new password, then shows the success state with a sign-in link', async () => {
    const app = new FakeApp();
    await openValid(app);
    submit('long-enough-1', 'long-enough-1');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your password has been reset. You can now sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(app.passwordCalls.at(-1)).toEqual({ method: 'resetPassword', args: [{ code: CODE, password: 'long-enough-1' }] });
  });

  it('takes the minimum from a thrown PASSWORD_TOO_SHORT and explains a code used meanwhile', async () => {
    const app = new FakeApp();
    app.nextResetPassword = new KnownErrors.PasswordTooShort({ min_length: 12 });
    await openValid(app);
    submit('ten-chars!', 'ten-chars!');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 12.'));
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    app.nextResetPassword = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    submit('twelve-chars-ok', 'twelve-chars-ok');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has already been used.'));
  });
});

describe('EmailVerification', () => {
  it('verifies the code from the URL once (even under StrictMode) and says so', async () => {
    const app = new FakeApp();
    window.history.replaceState(null, '', `/handler/email-verification?code=${CODE}`);
    render(
      <StrictMode>
        <StackProvider app={app}>
          <EmailVerification />
        </StackProvider>
      </StrictMode>,
    );
    expect(screen.getByText('Verifying your e-mail address…')).toBeTruthy();
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeTruthy();
    expect(app.passwordCalls).toEqual([{ method: 'verifyEmail', args: [CODE] }]);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('explains a code error in words', async () => {
    const app = new FakeApp();
    app.nextVerifyEmail = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <EmailVerification code={CODE} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has already been used.'));
  });

  it('a network failure is the network sentence; no code at all is its own message', async () => {
    const app = new FakeApp();
    app.nextVerifyEmail = new TypeError('fetch failed');
    renderWithApp(app, <EmailVerification code={CODE} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not reach the authentication server. Check your connection and try again.'));
    cleanup();
    const idle = new FakeApp();
    renderWithApp(idle, <EmailVerification />);
    expect(screen.getByRole('alert').textContent).toBe('This link has no verification code. Please open the link from the e-mail again.');
    expect(idle.passwordCalls).toEqual([]);
  });
});
