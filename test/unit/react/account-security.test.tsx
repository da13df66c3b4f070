// @vitest-environment happy-dom
// Account-settings stopgap: passkey registration in words, TOTP set-up checked locally before saving.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, UserUpdateOptions } from '../../../src/core/apps/types';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { PasskeySection, TotpSection } from '../../../src/react/components/handler/account-security';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

function userWith(updates: UserUpdateOptions[], mfa = false): CurrentUser {
  const app = new FakeApp();
  const user = app.makeUser(makePublicUser('me@example.com', { isMultiFactorRequired: mfa }));
  return { ...user, update: async (options) => void updates.push(options) };
}

describe('TotpSection', () => {
  it('shows a base32 secret and otpauth URI, refuses a wrong code, saves the secret after a right one', async () => {
    const updates: UserUpdateOptions[] = [];
    renderWithApp(new FakeApp(), <TotpSection user={userWith(updates)} />);
    expect(screen.getByText('Two-factor authentication is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const secret = document.querySelector('.stack-totp-secret')!.textContent!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await waitFor(() => expect(document.querySelector('.stack-totp-uri')!.textContent).toBe(`otpauth://totp/Test%20project:me%40example.com?secret=${secret}&issuer=Test%20project`));

    const right = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: wrong } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code does not match. Check the clock of your device and try again.'));
    expect(updates).toEqual([]);

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: right } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const saved = updates[0]!.totpMultiFactorSecret!;
    expect(new TOTP({ secret, algorithm: 'SHA1' }).secret.bytes).toEqual(new Uint8Array(saved));
  });

  it('turns two-factor off with null', async () => {
    const updates: UserUpdateOptions[] = [];
    renderWithApp(new FakeApp(), <TotpSection user={userWith(updates, true)} />);
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(updates).toEqual([{ totpMultiFactorSecret: null }]));
  });
});

describe('PasskeySection', () => {
  it('is hidden when the project has passkeys off', async () => {
    const app = new FakeApp();
    const user = userWith([]);
    renderWithApp(app, <><PasskeySection user={user} /><TotpSection user={user} /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    // The URI names the project, so once it does the project config has loaded.
    await waitFor(() => expect(document.querySelector('.stack-totp-uri')!.textContent).toContain('Test%20project'));
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('registers a passkey and says so, or says why not', async () => {
    const app = new FakeApp();
    app.project = makeProject({ passkeyEnabled: true });
    const user = app.makeUser(makePublicUser('me@example.com'));
    renderWithApp(app, <PasskeySection user={user} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added. You can now sign in with it.')).toBeTruthy();
    expect(app.passkeyRegistrations).toBe(1);

    app.nextPasskeyRegistration = Result.error(new KnownErrors.PasskeyRegistrationFailed());
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Adding the passkey did not work. Please try again.'));
  });
});
