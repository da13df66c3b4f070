// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { EmailVerification, ForgotPassword, PasswordReset, t } from '../../../src/react';
import { describeFailure } from '../../../src/react/errors';
import { FakeApp, deferred, makePublicUser } from './fake-app';
import { renderWithApp } from './render';
import { setPasswordCheckLoader } from '../../../src/react/password/verdict';

// These forms' own rules, without the common-password check (its tests: ui/password-field.test.tsx, e2e/password-fields).
beforeEach(() => setPasswordCheckLoader(null));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

/** The link's way on: each link's text and target, in order. */
function links(): [string | null, string | null][] {
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ForgotPassword', () => {
  it('asks for the e-mail first: the message under the field, focus on it, nothing sent', async () => {
    const app = new FakeApp();
    renderWithApp(app, <ForgotPassword />);
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const field = screen.getByLabelText('E-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your e-mail address.');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(app.passwordCalls).toEqual([]);
  });

  it('sends the reset mail, shows the busy label, then the "check your inbox" state naming the address', async () => {
    const app = new FakeApp();
    const pending = deferred<Result<undefined, never>>();
    app.nextForgotPassword = pending.promise;
    renderWithApp(app, <ForgotPassword callbackUrl="https://app.example.com/reset" />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '  a@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    pending.resolve(Result.ok(undefined));
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(screen.getByRole('status').textContent).toBe('If an account uses a@example.com, a link to reset its password is on its way.');
    expect(app.passwordCalls).toEqual([{ method: 'sendForgotPasswordEmail', args: ['a@example.com', { callbackUrl: 'https://app.example.com/reset' }] }]);
    expect(links()).toEqual([['Back to sign-in', '/handler/sign-in']]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('"Use another e-mail address" goes back to the form with focus in the field', async () => {
    const app = new FakeApp();
    renderWithApp(app, <ForgotPassword />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use another e-mail address' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('shows a thrown known error in words and stays on the form', async () => {
    const app = new FakeApp();
    const failure = new KnownErrors.RedirectUrlNotWhitelisted();
    app.nextForgotPassword = failure;
    renderWithApp(app, <ForgotPassword />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(describeFailure(failure, t).message));
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

  function errorOf(label: string): string | null {
    const field = screen.getByLabelText(label);
    if (field.getAttribute('aria-invalid') !== 'true') return null;
    const ids = field.getAttribute('aria-describedby')!.split(' ');
    return ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'stack-field-error')?.textContent ?? null;
  }

  it('without a code in the URL says so, checks nothing, and offers a new link and sign-in', () => {
    const app = new FakeApp();
    renderWithApp(app, <PasswordReset />);
    expect(screen.getByRole('heading').textContent).toBe('Incomplete link');
    expect(screen.getByRole('alert').textContent).toBe('This link has no reset code. Please open the link from the e-mail again.');
    expect(links()).toEqual([
      ['Request a new link', '/handler/forgot-password'],
      ['Back to sign-in', '/handler/sign-in'],
    ]);
    expect(app.passwordCalls).toEqual([]);
  });

  it.each(['abc', `${CODE}x`, `${CODE.slice(0, 44)}!`])('a damaged code (%s) is told in a sentence without any request', (code) => {
    const app = new FakeApp();
    window.history.replaceState(null, '', `/handler/password-reset?code=${encodeURIComponent(code)}`);
    renderWithApp(app, <PasswordReset />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This link is incomplete or damaged. Open the latest e-mail again.');
    expect(alert.textContent).not.toMatch(/validation|POST|\/api\/|body\.code/i);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/handler/forgot-password');
    expect(app.passwordCalls).toEqual([]);
  });

  it('a code the server rejects as malformed (SCHEMA_ERROR) never shows the developer text', async () => {
    const app = new FakeApp();
    app.nextVerifyResetCode = new KnownErrors.SchemaError({ message: 'Request validation failed on POST /api/v1/auth/password/reset/check-code:\n  - body.code must be exactly 45 characters' });
    renderWithApp(app, <PasswordReset code={CODE} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link is incomplete or damaged. Open the latest e-mail again.');
    expect(links()[0]).toEqual(['Request a new link', '/handler/forgot-password']);
  });

  it('checks the code from the URL (a skeleton of the form meanwhile) before showing the form', async () => {
    const app = new FakeApp();
    const pending = deferred<Result<undefined, never>>();
    app.nextVerifyResetCode = pending.promise;
    window.history.replaceState(null, '', `/handler/password-reset?code=${CODE}`);
    renderWithApp(app, <PasswordReset />);
    expect(screen.getByRole('status', { name: 'Checking your link…' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Choose a new password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    pending.resolve(Result.ok(undefined));
    const field = await screen.findByLabelText('New password');
    expect(app.passwordCalls).toEqual([{ method: 'verifyPasswordResetCode', args: [CODE] }]);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it.each([
    [new KnownErrors.VerificationCodeNotFound(), 'Invalid link', 'This link is not valid. Please check that you opened the whole link from the e-mail.', 'Request a new link'],
    [new KnownErrors.VerificationCodeExpired(), 'Link expired', 'This link has expired. Please request a new one.', 'Request a new link'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'Link already used', 'This link has already been used.', 'Sign in'],
    [new KnownErrors.VerificationCodeMaxAttemptsReached(), 'Link no longer works', 'This link was tried too many times and no longer works. Please request a new one.', 'Request a new link'],
  ])('a bad code (%s) is explained with a way on', async (error, title, text, first) => {
    const app = new FakeApp();
    app.nextVerifyResetCode = Result.error(error);
    renderWithApp(app, <PasswordReset code={CODE} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(links()[0]?.[0]).toBe(first);
    expect(links()).toHaveLength(2);
  });

  it('a failed check (network) offers "Try again", which checks again', async () => {
    const app = new FakeApp();
    app.nextVerifyResetCode = new TypeError('fetch failed');
    renderWithApp(app, <PasswordReset code={CODE} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
    app.nextVerifyResetCode = Result.ok(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(app.passwordCalls.map((call) => call.method)).toEqual(['verifyPasswordResetCode', 'verifyPasswordResetCode']);
  });

  it('puts each SPEC message under its field, all at once, focus on the first; sends nothing', async () => {
    const app = new FakeApp();
    await openValid(app);
    submit('short', 'other');
    expect(errorOf('New password')).toBe('Password too short. Minimum length is 8.');
    expect(errorOf('Repeat new password')).toBe('Passwords do not match.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    submit('x'.repeat(71), 'x'.repeat(71));
    expect(errorOf('New password')).toBe('Password too long. Maximum length is 70.');
    expect(errorOf('Repeat new password')).toBeNull();
    submit('long-enough-1', 'long-enough-2');
    expect(errorOf('New password')).toBeNull();
    expect(errorOf('Repeat new password')).toBe('Passwords do not match.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Repeat new password')));
    expect(app.passwordCalls.map((c) => c.method)).toEqual(['verifyPasswordResetCode']);
  });

  it('resets with the code and the new password, then the success state (no address asked from this browser: "Sign in"), focus on its heading', async () => {
    localStorage.removeItem('stack-elements:password-reset-email');
    const app = new FakeApp();
    await openValid(app);
    submit('long-enough-1', 'long-enough-1');
    const heading = await screen.findByRole('heading', { name: 'Password changed' });
    expect(screen.getByRole('status').textContent).toBe('Your password has been reset. This link was opened in another browser than the one that asked for it, so please sign in with your new password.');
    expect(links()).toEqual([['Sign in', '/handler/sign-in']]);
    expect(app.passwordCalls.at(-1)).toEqual({ method: 'resetPassword', args: [{ code: CODE, password: 'long-enough-1' }] });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('signs in with the new password when this browser asked for the link (issue 32): "Continue", no second sign-in by hand', async () => {
    localStorage.setItem('stack-elements:password-reset-email', 'ada@example.com');
    const app = new FakeApp();
    await openValid(app);
    submit('long-enough-1', 'long-enough-1');
    await screen.findByRole('heading', { name: 'Password changed' });
    expect(screen.getByRole('status').textContent).toBe('Your password has been reset and you are signed in.');
    expect(app.signInCalls).toEqual([{ email: 'ada@example.com', password: 'long-enough-1', noRedirect: true }]);
    expect(links().map(([text]) => text)).toEqual(['Continue']);
  });

  it("takes the minimum from a thrown PASSWORD_TOO_SHORT (under the field); a code used meanwhile ends on the link's card", async () => {
    const app = new FakeApp();
    app.nextResetPassword = new KnownErrors.PasswordTooShort({ min_length: 12 });
    await openValid(app);
    submit('ten-chars!', 'ten-chars!');
    await waitFor(() => expect(errorOf('New password')).toBe('Password too short. Minimum length is 12.'));
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    app.nextResetPassword = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    submit('twelve-chars-ok', 'twelve-chars-ok');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has already been used.'));
    expect(screen.getByRole('heading').textContent).toBe('Link already used');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('EmailVerification', () => {
  it('opening the link sends nothing: it asks first, and only the click verifies; then "Continue"', async () => {
    const app = new FakeApp();
    window.history.replaceState(null, '', `/handler/email-verification?code=${CODE}`);
    renderWithApp(app, <EmailVerification />);
    expect(screen.getByRole('heading').textContent).toBe('Verify your e-mail?');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.passwordCalls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const heading = await screen.findByRole('heading', { name: 'E-mail verified' });
    expect(screen.getByRole('status').textContent).toBe('Your e-mail address is verified. Thank you!');
    expect(app.passwordCalls).toEqual([{ method: 'verifyEmail', args: [CODE] }]);
    expect(links()).toEqual([['Continue', '/']]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("names the signed-in person's unverified address", async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { primaryEmailVerified: false }));
    renderWithApp(app, <EmailVerification code={CODE} />);
    expect(await screen.findByText('Confirm that me@example.com is your e-mail address.')).toBeTruthy();
  });

  it('a used link is explained, with "Continue"', async () => {
    const app = new FakeApp();
    app.nextVerifyEmail = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <EmailVerification code={CODE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has already been used.'));
    expect(screen.getByRole('heading').textContent).toBe('Link already used');
    expect(links()).toEqual([['Continue', '/']]);
  });

  it('a network failure stays on the question with the sentence (focused) for another try', async () => {
    const app = new FakeApp();
    app.nextVerifyEmail = new TypeError('fetch failed');
    renderWithApp(app, <EmailVerification code={CODE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    app.nextVerifyEmail = Result.ok(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeTruthy();
  });

  it('no code, or a damaged one, is its own message; nothing is sent', () => {
    const idle = new FakeApp();
    renderWithApp(idle, <EmailVerification />);
    expect(screen.getByRole('alert').textContent).toBe('This link has no verification code. Please open the link from the e-mail again.');
    cleanup();
    renderWithApp(idle, <EmailVerification code="cut-off" />);
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete or damaged. Open the latest e-mail again.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(idle.passwordCalls).toEqual([]);
  });
});
