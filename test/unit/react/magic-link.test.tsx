// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const NONCE = 'k'.repeat(39);

function magicApp(config: Parameters<typeof makeProject>[0] = { magicLinkEnabled: true }): FakeApp {
  const app = new FakeApp();
  app.project = makeProject(config);
  app.nextMagicLinkSend = Result.ok({ nonce: NONCE });
  return app;
}

/** Opens the code form, sends a code to `email` and waits for the code field. */
async function sendCode(email: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  await screen.findByLabelText('Code from the e-mail');
}

function typeCode(code: string): void {
  fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignIn with magic links', () => {
  it('offers no code option when the project has magic links off', async () => {
    renderWithApp(magicApp({ magicLinkEnabled: false }), <SignIn />);
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
  });

  it('e-mail -> send -> 6-character code -> signed in, with the nonce of the send', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode(' a@example.com ');
    expect(app.magicLinkSendCalls).toEqual([{ email: 'a@example.com' }]);
    expect(screen.getByText('We sent a code to a@example.com. Enter it below, or open the link in the e-mail.')).toBeTruthy();
    typeCode('ab3def');
    expect(await screen.findByText('You are signed in as a@example.com.')).toBeTruthy();
    expect(app.magicLinkSignInCalls).toEqual([{ otp: 'ab3def', nonce: NONCE, noRedirect: true }]);
    expect(screen.queryByRole('button', { name: 'Sign in with a password instead' })).toBeNull();
  });

  it('asks for the 6 characters without sending a short code', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABC');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-character code from the e-mail.');
    expect(app.magicLinkSignInCalls).toEqual([]);
  });

  it.each([
    [new KnownErrors.VerificationCodeNotFound(), 'That code is not right. Check the e-mail and try again.'],
    [new KnownErrors.VerificationCodeExpired(), 'This code has expired. Please ask for a new one.'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'This code has already been used. Please ask for a new one.'],
    [new KnownErrors.VerificationCodeMaxAttemptsReached(), 'Too many wrong tries for this code. Please ask for a new one.'],
  ])('says what went wrong with the code (%s)', async (error, words) => {
    const app = magicApp();
    app.nextMagicLinkSignIn = Result.error(error);
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABCDEF');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(words));
    expect(screen.getByLabelText('Code from the e-mail')).toBeTruthy();
  });

  it('a user with TOTP gets the two-factor step in place of the code form', async () => {
    const app = magicApp();
    app.nextMagicLinkSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'a'.repeat(45) }));
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABCDEF');
    expect(await screen.findByText('Two-factor authentication')).toBeTruthy();
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
  });

  it('shows a failed send (untrusted callback) and stays on the e-mail step', async () => {
    const app = magicApp();
    app.nextMagicLinkSend = Result.error(new KnownErrors.RedirectUrlNotWhitelisted());
    renderWithApp(app, <SignIn />);
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("This site's sign-in is not set up correctly. Please contact the site owner."));
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
  });

  it('goes back to the password form, and back to the e-mail step keeping the address', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail or get a new code' }));
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('a@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a password instead' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('shows only the code form when passwords are off', async () => {
    renderWithApp(magicApp({ magicLinkEnabled: true, credentialEnabled: false }), <SignIn />);
    expect(await screen.findByText('Sign in with a code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with a password instead' })).toBeNull();
  });
});
