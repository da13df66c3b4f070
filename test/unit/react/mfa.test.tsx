// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { Mfa, SignIn } from '../../../src/react';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const ATTEMPT = 'a'.repeat(45);

async function enterCode(code: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Mfa', () => {
  it('sends the 6-digit code (spaces dropped) with the stored attempt code by default', async () => {
    const app = new FakeApp();
    renderWithApp(app, <Mfa />);
    await enterCode('123 456');
    await waitFor(() => expect(app.mfaCalls).toEqual([{ totp: '123456', attemptCode: undefined, noRedirect: true }]));
    expect(await screen.findByText('You are signed in as mfa@example.com.')).toBeTruthy();
  });

  it('asks for six digits without sending', async () => {
    const app = new FakeApp();
    renderWithApp(app, <Mfa />);
    await enterCode('12ab');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit code from your authenticator app.');
    expect(app.mfaCalls).toHaveLength(0);
  });

  it('shows INVALID_TOTP_CODE in words and keeps the form', async () => {
    const app = new FakeApp();
    app.nextMfa = Result.error(new KnownErrors.InvalidTotpCode());
    renderWithApp(app, <Mfa attemptCode={ATTEMPT} />);
    await enterCode('000000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code does not match. Check the clock of your device and try again.'));
    expect(app.mfaCalls).toEqual([{ totp: '000000', attemptCode: ATTEMPT, noRedirect: true }]);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });
});

describe('SignIn with a TOTP user', () => {
  it('switches to the MFA step in place and finishes the sign-in with the attempt code', async () => {
    const app = new FakeApp();
    app.nextSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: ATTEMPT }));
    renderWithApp(app, <SignIn />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    await enterCode('654321');
    await waitFor(() => expect(app.mfaCalls).toEqual([{ totp: '654321', attemptCode: ATTEMPT, noRedirect: true }]));
    expect(await screen.findByText('You are signed in as mfa@example.com.')).toBeTruthy();
  });
});
