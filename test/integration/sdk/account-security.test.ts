// Password change/set, TOTP on/off and turning passkey sign-in off through the current user of
// StackClientApp, against the emulator over HTTP. The passkey ceremony uses a software authenticator.
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import { randomTotpSecret } from '../../../src/core/auth/totp';
import type { PasskeyCreationOptionsWire } from '../../../src/protocol/wire';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { call, clientHeaders } from '../emulator/helpers';
import { installSessionStorage, makeApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const ceremony = vi.hoisted(() => ({ authenticator: null as SoftwareAuthenticator | null }));

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: async ({ optionsJSON }: { optionsJSON: PasskeyCreationOptionsWire }) =>
    ceremony.authenticator!.register(optionsJSON.challenge, { origin: `http://${optionsJSON.rp.id}:5173` }),
  startAuthentication: async () => {
    throw new Error('not used here');
  },
}));

const emu = useEmulator({ project: { config: { passkey_enabled: true, magic_link_enabled: true } } });
const NEW_PASSWORD = 'a-brand-new-password';

beforeEach(() => {
  ceremony.authenticator = new SoftwareAuthenticator();
});

async function signedUp(): Promise<{ app: StackClientApp; recorder: RecordingFetch; email: string }> {
  const recorder = recordingFetch();
  const app = makeApp(emu, { fetch: recorder.fetch });
  const email = uniqueEmail('security');
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  recorder.clear();
  return { app, recorder, email };
}

async function signInResult(email: string, password: string) {
  const app = makeApp(emu);
  const result = await app.signInWithCredential({ email, password, noRedirect: true });
  return { app, result };
}

/** A user signed up by magic link: no password. */
async function passwordlessApp(): Promise<{ app: StackClientApp; email: string }> {
  const app = makeApp(emu);
  const email = uniqueEmail('nopass');
  expect((await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' })).status).toBe('ok');
  const mails = await emu.mailbox(email);
  const code = /[?&]code=([0-9a-z]{45})/.exec(mails[mails.length - 1]!.text)![1]!;
  expect((await app.signInWithMagicLink(code, { noRedirect: true })).status).toBe('ok');
  return { app, email };
}

/** The first request of `method` (the SDK may read the user before). */
function first(recorder: RecordingFetch, method: string, path: string) {
  const found = recorder.requests.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no ${method} ${path} in ${recorder.paths().join(', ')}`);
  return found;
}

describe('CurrentUser.updatePassword', () => {
  it('changes the password: the old one stops working, the new one signs in', async () => {
    const { app, recorder, email } = await signedUp();
    const user = (await app.getUser())!;
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();
    expect(first(recorder, 'POST', '/auth/password/update').status).toBe(200);
    expect(JSON.parse(first(recorder, 'POST', '/auth/password/update').body!)).toEqual({ old_password: PASSWORD, new_password: NEW_PASSWORD });

    const old = await signInResult(email, PASSWORD);
    expect(old.result.status).toBe('error');
    expect(old.result.status === 'error' && old.result.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    const fresh = await signInResult(email, NEW_PASSWORD);
    expect(fresh.result).toEqual({ status: 'ok', data: undefined });
    app.dispose();
    old.app.dispose();
    fresh.app.dispose();
  });

  it('answers PASSWORD_CONFIRMATION_MISMATCH for a wrong current password and PASSWORD_TOO_SHORT for a short new one', async () => {
    const { app, recorder, email } = await signedUp();
    const user = (await app.getUser())!;
    const wrong = await user.updatePassword({ oldPassword: 'not-the-password', newPassword: NEW_PASSWORD });
    expect(wrong).toBeInstanceOf(KnownErrors.PasswordConfirmationMismatch);
    const short = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' });
    expect(short).toBeInstanceOf(KnownErrors.PasswordTooShort);
    expect(short?.details).toEqual({ min_length: 8 });
    expect(recorder.requests.filter((r) => r.path === '/auth/password/update').map((r) => r.knownError)).toEqual(['PASSWORD_CONFIRMATION_MISMATCH', 'PASSWORD_TOO_SHORT']);
    // Nothing changed.
    const again = await signInResult(email, PASSWORD);
    expect(again.result.status).toBe('ok');
    app.dispose();
    again.app.dispose();
  });

  it('throws USER_DOES_NOT_HAVE_PASSWORD for an account without one; setPassword gives it one', async () => {
    const { app, email } = await passwordlessApp();
    const user = (await app.getUser())!;
    expect(user.hasPassword).toBe(false);
    await expect(user.updatePassword({ oldPassword: 'anything-at-all', newPassword: NEW_PASSWORD })).rejects.toBeInstanceOf(KnownErrors.UserDoesNotHavePassword);

    expect(await user.setPassword({ password: 'short' })).toBeInstanceOf(KnownErrors.PasswordTooShort);
    expect(await user.setPassword({ password: NEW_PASSWORD })).toBeUndefined();
    // The SDK re-read the user: listeners and getUser see has_password.
    expect((await app.getUser())!.hasPassword).toBe(true);
    const signIn = await signInResult(email, NEW_PASSWORD);
    expect(signIn.result.status).toBe('ok');
    // A second set is refused (text error): it throws.
    await expect((await app.getUser())!.setPassword({ password: 'another-password' })).rejects.toThrow('User already has a password set.');
    app.dispose();
    signIn.app.dispose();
  });

  it('ends the other sessions of the user; this one (its refresh token was sent) survives', async () => {
    const { app, email } = await signedUp();
    const other = await signInResult(email, PASSWORD);
    const otherTokens = await other.app.getAuthJson();
    const mine = await app.getAuthJson();
    const sessionsOf = (accessToken: string) => call(emu, '/auth/sessions?user_id=me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': accessToken }) });
    expect((await sessionsOf(mine.accessToken!)).json.items).toHaveLength(2);

    expect(await (await app.getUser())!.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();

    const refresh = (refreshToken: string) =>
      call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': refreshToken }) });
    expect((await refresh(otherTokens.refreshToken!)).headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const kept = await refresh(mine.refreshToken!);
    expect(kept.status).toBe(200);
    const left = await sessionsOf(kept.json.access_token);
    expect(left.json.items).toHaveLength(1);
    expect(left.json.items[0].is_current_session).toBe(true);
    expect((await app.getUser())?.primaryEmail).toBe(email);
    app.dispose();
    other.app.dispose();
  });
});

describe('TOTP via CurrentUser.update', () => {
  it('a secret turns two-factor on (the next password sign-in needs a code); null turns it off', async () => {
    installSessionStorage();
    const { app, recorder, email } = await signedUp();
    const secret = randomTotpSecret();
    await (await app.getUser())!.update({ totpMultiFactorSecret: secret });
    expect(first(recorder, 'PATCH', '/users/me').status).toBe(200);
    expect(JSON.parse(first(recorder, 'PATCH', '/users/me').body!)).toEqual({ totp_secret_base64: Buffer.from(secret).toString('base64') });
    expect((await app.getUser())!.isMultiFactorRequired).toBe(true);

    const gated = await signInResult(email, PASSWORD);
    expect(gated.result.status === 'error' && gated.result.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    const code = TOTP.generate({ secret: new Secret({ buffer: secret.slice().buffer }), algorithm: 'SHA1', digits: 6, period: 30 });
    expect(await gated.app.signInWithMfa(code)).toEqual({ status: 'ok', data: undefined });

    recorder.clear();
    await (await app.getUser())!.update({ totpMultiFactorSecret: null });
    expect(JSON.parse(first(recorder, 'PATCH', '/users/me').body!)).toEqual({ totp_secret_base64: null });
    expect((await app.getUser())!.isMultiFactorRequired).toBe(false);
    const open = await signInResult(email, PASSWORD);
    expect(open.result).toEqual({ status: 'ok', data: undefined });
    app.dispose();
    gated.app.dispose();
    open.app.dispose();
  });
});

describe('passkey sign-in off via CurrentUser.update', () => {
  it('passkeyAuthEnabled: false sends passkey_auth_enabled false and removes the passkey', async () => {
    const { app, recorder } = await signedUp();
    expect((await app.getUser())!.passkeyAuthEnabled).toBe(false);
    expect(await (await app.getUser())!.registerPasskey({ hostname: 'localhost' })).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())!.passkeyAuthEnabled).toBe(true);

    recorder.clear();
    await (await app.getUser())!.update({ passkeyAuthEnabled: false });
    expect(first(recorder, 'PATCH', '/users/me').status).toBe(200);
    expect(JSON.parse(first(recorder, 'PATCH', '/users/me').body!)).toEqual({ passkey_auth_enabled: false });
    expect((await app.getUser())!.passkeyAuthEnabled).toBe(false);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': (await app.getAuthJson()).accessToken! }) });
    expect(me.json.passkey_auth_enabled).toBe(false);
    app.dispose();
  });
});
