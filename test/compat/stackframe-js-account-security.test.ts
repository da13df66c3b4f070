// The official @stackframe/js client, unmodified, against the emulator's account-security calls:
// user.updatePassword (PROTOCOL.md §5.1) and user.update with totpMultiFactorSecret / passkeyAuthEnabled (§5.9).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { officialApp, officialSignedUp } from '../support/official-client';

const emu = useEmulator({ project: { displayName: 'compat-security', config: { passkey_enabled: true } } });

const PASSWORD = 'correct-horse-battery-1';
const NEW_PASSWORD = 'staple-battery-horse-2';

const newApp = (tokenStore?: Parameters<typeof officialApp>[1]) => officialApp(emu, tokenStore);

const signedUp = (label: string) => officialSignedUp(emu, label, PASSWORD);

/** The raw password sign-in answer: 'ok' or the known-error code (MFA shows up here without a browser redirect). */
async function rawSignIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${emu.url}/api/v1/auth/password/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': emu.project.id,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': emu.project.publishableClientKey,
    },
    body: JSON.stringify({ email, password }),
  });
  return res.status === 200 ? 'ok' : (res.headers.get('x-stack-known-error') ?? `status ${res.status}`);
}

describe('official @stackframe/js client: account security', () => {
  it('user.updatePassword: a wrong old password answers PasswordConfirmationMismatch; the right one changes it', async () => {
    const { app, email, user } = await signedUp('compat-sec-pw');
    const mismatch = await user.updatePassword({ oldPassword: 'not-the-password-1', newPassword: NEW_PASSWORD });
    expect(KnownErrors.PasswordConfirmationMismatch.isInstance(mismatch)).toBe(true);
    expect(await rawSignIn(email, PASSWORD)).toBe('ok');

    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();
    expect(await rawSignIn(email, PASSWORD)).toBe('EMAIL_PASSWORD_MISMATCH');
    expect(await rawSignIn(email, NEW_PASSWORD)).toBe('ok');
    // This client's own session survived (its refresh token went along).
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it('user.update({ totpMultiFactorSecret }) turns TOTP on and null turns it off', async () => {
    const { app, email, user } = await signedUp('compat-sec-totp');
    expect(user.isMultiFactorRequired).toBe(false);
    await user.update({ totpMultiFactorSecret: new Uint8Array(randomBytes(20)) });
    expect((await app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(true);
    expect(await rawSignIn(email, PASSWORD)).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');

    await (await app.getUser({ or: 'throw' })).update({ totpMultiFactorSecret: null });
    expect((await app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(false);
    expect(await rawSignIn(email, PASSWORD)).toBe('ok');
  });

  it('user.update({ passkeyAuthEnabled: false }) is accepted and leaves passkey sign-in off', async () => {
    const { app, user } = await signedUp('compat-sec-passkey');
    await user.update({ passkeyAuthEnabled: false });
    expect((await app.getUser({ or: 'throw' })).passkeyAuthEnabled).toBe(false);
  });
});
