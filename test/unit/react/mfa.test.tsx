// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { Mfa, SignIn, TOTP_DIGITS } from '../../../src/react';
import { errorOfField } from './auth-helpers';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const ATTEMPT = 'a'.repeat(45);

/** Types into the code boxes; a complete code submits itself. */
async function typeCode(code: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: code } });
}

async function signInWithPassword(): Promise<void> {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'right-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Mfa', () => {
  it('opened with no sign-in waiting for its second step: says so and links to sign-in, no code form', async () => {
    const app = new FakeApp();
    renderWithApp(app, <Mfa signInUrl="/login" />);
    expect(await screen.findByText('There is no two-factor sign-in in progress. Sign in first, then enter your code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('offers no recovery code where the server does not announce the extension', async () => {
    const app = new FakeApp();
    renderWithApp(app, <Mfa attemptCode={ATTEMPT} />);
    await screen.findByLabelText('Authentication code');
    await app.getServerExtensions();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });

  it('"Lost your device? Use a recovery code" takes a recovery code where the server announces it; a wrong one is said under the field', async () => {
    const app = new FakeApp();
    app.serverExtensions = new Set(['mfa-recovery-codes']);
    app.nextMfa = Result.error(new KnownErrors.InvalidMfaRecoveryCode());
    renderWithApp(app, <Mfa attemptCode={ATTEMPT} />);
    expect((await screen.findByText('Lost your device?')).textContent).toContain('Lost your device?');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(await screen.findByRole('heading', { name: 'Use a recovery code' })).toBeTruthy();
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: 'aaaaa-aaaaa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(errorOfField('Recovery code')).toBe('This recovery code is wrong or has already been used.'));
    app.nextMfa = Result.ok(undefined);
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'x7k2p-9qmwd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.recoveryCodeCalls).toEqual([{ recoveryCode: 'aaaaa-aaaaa', attemptCode: ATTEMPT }, { recoveryCode: 'x7k2p-9qmwd', attemptCode: ATTEMPT }]));
    expect(app.mfaCalls).toEqual([]);
  });

  it('submits itself once the 6 digits are in (spaces dropped), with the stored attempt code by default', async () => {
    const app = new FakeApp();
    sessionStorage.setItem('stack_mfa_attempt_code', ATTEMPT);
    renderWithApp(app, <Mfa />);
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    const input = screen.getByLabelText('Authentication code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe(String(TOTP_DIGITS));
    await typeCode('123 456');
    await waitFor(() => expect(app.mfaCalls).toEqual([{ totp: '123456', attemptCode: ATTEMPT, noRedirect: true }]));
    expect(await screen.findByText('You are signed in as mfa@example.com.')).toBeTruthy();
  });

  it('asks for six digits under the boxes without sending', async () => {
    const app = new FakeApp();
    renderWithApp(app, <Mfa attemptCode={ATTEMPT} />);
    await typeCode('12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(errorOfField('Authentication code')).toBe('Please enter the 6-digit code from your authenticator app.');
    expect(app.mfaCalls).toHaveLength(0);
  });

  it('shows INVALID_TOTP_CODE in words under the emptied boxes and focuses them for the next try', async () => {
    const app = new FakeApp();
    app.nextMfa = Result.error(new KnownErrors.InvalidTotpCode());
    renderWithApp(app, <Mfa attemptCode={ATTEMPT} />);
    await typeCode('000000');
    await waitFor(() => expect(errorOfField('Authentication code')).toBe('That code does not match. Check the clock of your device and try again.'));
    expect(app.mfaCalls).toEqual([{ totp: '000000', attemptCode: ATTEMPT, noRedirect: true }]);
    const input = screen.getByLabelText('Authentication code') as HTMLInputElement;
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('shows a signed-in person the signed-in card', async () => {
    renderWithApp(new FakeApp('me@example.com'), <Mfa />);
    expect(await screen.findByText('You are signed in as me@example.com.')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});

describe('SignIn with a TOTP user', () => {
  function totpApp(): FakeApp {
    const app = new FakeApp();
    app.project = makeProject({ magicLinkEnabled: true, passkeyEnabled: true, oauthProviders: [{ id: 'github' }] });
    app.nextSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: ATTEMPT }));
    return app;
  }

  it('replaces the card with the MFA step (every other method hidden) and finishes the sign-in with the attempt code', async () => {
    const app = totpApp();
    renderWithApp(app, <SignIn allowGuest />);
    await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    for (const gone of ['Continue with GitHub', 'Sign in with a passkey', 'Continue as guest', 'Password', 'E-mail code']) {
      expect(screen.queryByRole('button', { name: gone })).toBeNull();
      expect(screen.queryByRole('tab', { name: gone })).toBeNull();
    }
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Authentication code')));
    await typeCode('654321');
    await waitFor(() => expect(app.mfaCalls).toEqual([{ totp: '654321', attemptCode: ATTEMPT, noRedirect: true }]));
    expect(await screen.findByText('You are signed in as mfa@example.com.')).toBeTruthy();
  });

  it('"Back" returns to the first step with the e-mail kept and focused, and a new sign-in asks again', async () => {
    const app = totpApp();
    renderWithApp(app, <SignIn />);
    await signInWithPassword();
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('a@example.com');
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(app.mfaCalls).toEqual([]);
    await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(app.signInCalls).toHaveLength(2);
  });
});
