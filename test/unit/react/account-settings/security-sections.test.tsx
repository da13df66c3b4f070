// @vitest-environment happy-dom
// The password, passkeys and mfa sections of account settings over a fake user: local checks in words,
// server errors in words, the QR code of the otpauth URI, and the updates each button sends.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOTP } from 'otpauth';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import type { CurrentUser, UserUpdateOptions } from '../../../../src/core/apps/types';
import { Result } from '../../../../src/core/result';
import { KnownErrors } from '../../../../src/protocol/errors';
import type { KnownError } from '../../../../src/protocol/errors/known-error';
import { MfaSection } from '../../../../src/react/components/account-settings/sections/mfa/mfa-section';
import { qrPath } from '../../../../src/react/components/account-settings/sections/mfa/qr-code';
import { PasskeysSection } from '../../../../src/react/components/account-settings/sections/passkeys/passkeys-section';
import { PasswordSection } from '../../../../src/react/components/account-settings/sections/password/password-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';
import { setPasswordCheckLoader } from '../../../../src/react/password/verdict';

// These forms' own rules, without the common-password check (its tests: ui/password-field.test.tsx, e2e/password-fields).
beforeEach(() => setPasswordCheckLoader(null));

afterEach(cleanup);

interface Recorded {
  updates: UserUpdateOptions[];
  passwordUpdates: { oldPassword: string; newPassword: string }[];
  passwordSets: { password: string }[];
}

function fakeUser(overrides: Parameters<typeof makePublicUser>[1] = {}, answers: { update?: KnownError; set?: KnownError } = {}): { user: CurrentUser; app: FakeApp; calls: Recorded } {
  const app = new FakeApp();
  app.project = makeProject({ passkeyEnabled: true });
  const calls: Recorded = { updates: [], passwordUpdates: [], passwordSets: [] };
  const base = app.makeUser(makePublicUser('me@example.com', overrides));
  const user: CurrentUser = {
    ...base,
    update: async (options) => void calls.updates.push(options),
    updatePassword: async (options) => {
      calls.passwordUpdates.push(options);
      return answers.update;
    },
    setPassword: async (options) => {
      calls.passwordSets.push(options);
      return answers.set;
    },
  };
  return { user, app, calls };
}

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const alertText = (): string => screen.getByRole('alert').textContent ?? '';
/** The sentence under the field, linked to it by aria-describedby; null when the field is valid. */
function fieldErrorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('stack-field-error'))?.textContent ?? null;
}
const fieldErrors = (...labels: string[]): (string | null)[] => labels.map(fieldErrorOf);

describe('PasswordSection', () => {
  it('checks the fields locally in SPEC §5 words before sending anything, all at once, focus on the first', async () => {
    const { user, app, calls } = fakeUser();
    renderWithApp(app, <PasswordSection user={user} project={makeProject()} />);
    const submit = screen.getByRole('button', { name: 'Change password' });
    const labels = ['Current password', 'New password', 'Repeat new password'];

    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrors(...labels)).toEqual(['Please enter your current password.', 'Password too short. Minimum length is 8.', null]));
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    fill('Current password', 'old-password-1');
    fill('New password', 'x'.repeat(71));
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrors(...labels)).toEqual([null, 'Password too long. Maximum length is 70.', null]));
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    fill('New password', 'new-password-1');
    fill('Repeat new password', 'new-password-2');
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrors(...labels)).toEqual([null, null, 'Passwords do not match.']));
    expect(calls.passwordUpdates).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    fill('Repeat new password', 'new-password-1');
    fireEvent.click(submit);
    const saved = await screen.findByRole('status');
    expect(saved.textContent).toBe('Password changed. Your other devices have been signed out.');
    expect(saved.closest('.stack-actions')?.contains(submit)).toBe(true);
    expect(calls.passwordUpdates).toEqual([{ oldPassword: 'old-password-1', newPassword: 'new-password-1' }]);
    expect(fieldErrors(...labels)).toEqual([null, null, null]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says under its field that the current password is wrong, and takes the bound of PASSWORD_TOO_SHORT', async () => {
    const { user, app } = fakeUser({}, { update: new KnownErrors.PasswordConfirmationMismatch() });
    renderWithApp(app, <PasswordSection user={user} project={makeProject()} />);
    fill('Current password', 'not-my-password');
    fill('New password', 'new-password-1');
    fill('Repeat new password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldErrorOf('Current password')).toBe('Your current password is not correct.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    const tooShort = fakeUser({}, { update: new KnownErrors.PasswordTooShort({ min_length: 12 }) });
    renderWithApp(tooShort.app, <PasswordSection user={tooShort.user} project={makeProject()} />);
    fill('Current password', 'old-password-1');
    fill('New password', 'ten-chars!');
    fill('Repeat new password', 'ten-chars!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldErrorOf('New password')).toBe('Password too short. Minimum length is 12.'));
    // The next check is local, with the server's bound.
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(tooShort.calls.passwordUpdates).toHaveLength(1));
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
  });

  it('offers to set a password when the account has none', async () => {
    const { user, app, calls } = fakeUser({ hasPassword: false });
    renderWithApp(app, <PasswordSection user={user} project={makeProject()} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('New password', 'first-password-1');
    fill('Repeat new password', 'first-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText('Password set. You can now sign in with it.');
    expect(calls.passwordSets).toEqual([{ password: 'first-password-1' }]);
    expect(calls.passwordUpdates).toEqual([]);
  });
});

describe('MfaSection', () => {
  it('shows a QR code of the otpauth URI and the key, refuses a wrong code, saves the secret after a right one', async () => {
    const { user, app, calls } = fakeUser();
    renderWithApp(app, <MfaSection user={user} project={makeProject()} />);
    expect(screen.getByText('Two-factor authentication is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));

    const secret = document.querySelector('.stack-totp-secret')!.textContent!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const uri = `otpauth://totp/Test%20project:me%40example.com?secret=${secret}&issuer=Test%20project`;
    const expected = encode(uri, { ecc: 'M', border: 0 });
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(qrPath(expected.data));
    expect(qr.getAttribute('viewBox')).toBe(`-4 -4 ${expected.size + 8} ${expected.size + 8}`);
    // Strict CSP: no inline styles anywhere in the code.
    expect(qr.querySelector('style')).toBeNull();
    expect(qr.outerHTML).not.toContain('style=');

    // The key text is the QR code's secret, in groups of four (spacing only: no spaces to copy).
    expect([...document.querySelectorAll('.stack-totp-secret span')].map((group) => group.textContent)).toEqual(secret.match(/.{4}/g));
    // The set-up step replaced the row: focus is on its heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Set up your authenticator app' }));
    expect(document.body.textContent).not.toMatch(/TOTP/i);

    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fieldErrorOf('Authentication code')).toBe('Please enter the 6-digit code from your authenticator app.'));
    const right = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    // The sixth digit submits by itself.
    fill('Authentication code', wrong);
    await waitFor(() => expect(fieldErrorOf('Authentication code')).toBe('That code does not match. Check the clock of your device and try again.'));
    expect(calls.updates).toEqual([]);

    fill('Authentication code', right);
    await screen.findByText('Two-factor authentication is now on.');
    expect(calls.updates).toHaveLength(1);
    expect(new Uint8Array(calls.updates[0]!.totpMultiFactorSecret!)).toEqual(new TOTP({ secret, algorithm: 'SHA1' }).secret.bytes);
  });

  it('draws each dark module run as one path segment', () => {
    expect(qrPath([[true, true, false, true], [false, false, false, false]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });

  it('turns two-factor off with null, after a dialog', async () => {
    const { user, app, calls } = fakeUser({ isMultiFactorRequired: true });
    renderWithApp(app, <MfaSection user={user} project={makeProject()} />);
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    expect(calls.updates).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await screen.findByText('Two-factor authentication is now off.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.updates).toEqual([{ totpMultiFactorSecret: null }]);
  });
});

describe('PasskeysSection', () => {
  it('registers a passkey and says so, or says why not', async () => {
    const { user, app } = fakeUser();
    renderWithApp(app, <PasskeysSection user={user} project={makeProject({ passkeyEnabled: true })} />);
    expect(await screen.findByText('No passkey is registered for this account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Passkey actions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await screen.findByText('Passkey added. You can now sign in with it.');
    expect(app.passkeyRegistrations).toBe(1);

    app.nextPasskeyRegistration = Result.error(new KnownErrors.PasskeyRegistrationFailed());
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(alertText()).toBe('Adding the passkey did not work. Please try again.'));
  });

  it('removes the passkey (passkeyAuthEnabled false) from its row menu, after a dialog', async () => {
    const { user, app, calls } = fakeUser({ passkeyAuthEnabled: true });
    renderWithApp(app, <PasskeysSection user={user} project={makeProject({ passkeyEnabled: true })} />);
    expect(await screen.findByText('A passkey is registered: you can sign in with it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passkey actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Replace the passkey', 'Remove passkey']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove passkey' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await screen.findByText('Passkey sign-in is off. Your passkey was removed.');
    expect(calls.updates).toEqual([{ passkeyAuthEnabled: false }]);
  });
});
