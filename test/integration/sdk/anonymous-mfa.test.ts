// Anonymous users (getUser 'anonymous' / 'anonymous-if-exists', upgrade by sign-up) and TOTP
// multi-factor sign-in through StackClientApp, against the emulator over HTTP.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { MFA_ATTEMPT_CODE_STORAGE_KEY } from '../../../src/core/auth/mfa';
import type { CurrentUser } from '../../../src/core/apps/types';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { installSessionStorage, makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock });

function totpFor(secretBase64: string): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: clock.now() });
}

/** Signs a password user up through an app, then turns TOTP on over HTTP (the SDK has no TOTP setup yet). */
async function passwordUserWithTotp() {
  const email = uniqueEmail('mfa');
  const setup = makeApp(emu, { clock });
  expect((await setup.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  const { accessToken } = await setup.getAuthJson();
  const secretBase64 = randomBytes(20).toString('base64');
  const res = await fetch(`${emu.url}/api/v1/users/me`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': emu.project.id,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': emu.project.publishableClientKey,
      'x-stack-access-token': accessToken ?? '',
    },
    body: JSON.stringify({ totp_secret_base64: secretBase64 }),
  });
  expect(res.status).toBe(200);
  const user = (await setup.getUser())!;
  setup.dispose();
  return { email, secretBase64, userId: user.id };
}

describe('anonymous users', () => {
  it("concurrent getUser({ or: 'anonymous' }) calls share one anonymous sign-up", async () => {
    const rec = recordingFetch();
    const app = makeApp(emu, { clock, fetch: rec.fetch });
    const users = await Promise.all([app.getUser({ or: 'anonymous' }), app.getUser({ or: 'anonymous' }), app.getUser({ or: 'anonymous' })]);
    expect(rec.paths().filter((p) => p === 'POST /auth/anonymous/sign-up')).toHaveLength(1);
    expect(new Set(users.map((u) => u?.id)).size).toBe(1);
    expect(users[0]).toMatchObject({ isAnonymous: true, primaryEmail: null, hasPassword: false });

    // Later calls find the existing anonymous user rather than signing up again.
    rec.clear();
    expect((await app.getUser({ or: 'anonymous' }))?.id).toBe(users[0]!.id);
    expect(rec.paths()).not.toContain('POST /auth/anonymous/sign-up');
  });

  it("'anonymous-if-exists' returns an existing anonymous user but never creates one", async () => {
    const rec = recordingFetch();
    const app = makeApp(emu, { clock, fetch: rec.fetch });
    expect(await app.getUser({ or: 'anonymous-if-exists' })).toBeNull();
    expect(rec.paths()).not.toContain('POST /auth/anonymous/sign-up');
    const anon = await app.signUpAnonymously();
    expect((await app.getUser({ or: 'anonymous-if-exists' }))?.id).toBe(anon.id);
  });

  it('an anonymous user is signed out for the other options and for listeners', async () => {
    const navigations: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (url) => navigations.push(url) } });
    const heard: (CurrentUser | null)[] = [];
    app.onUserChange((user) => heard.push(user));
    const anon = await app.signUpAnonymously();
    expect(anon.isAnonymous).toBe(true);
    expect(await app.getUser()).toBeNull();
    expect(await app.getUser({ or: 'return-null' })).toBeNull();
    await expect(app.getUser({ or: 'throw' })).rejects.toThrow("User is not signed in but getUser was called with { or: 'throw' }.");
    expect(await app.getUser({ or: 'redirect' })).toBeNull();
    expect(navigations).toEqual(['/handler/sign-in']);
    expect(heard.every((user) => user === null)).toBe(true);
  });

  it('signing up with a password keeps the anonymous user id (server-side upgrade) and is heard as a sign-in', async () => {
    const rec = recordingFetch();
    const app = makeApp(emu, { clock, fetch: rec.fetch });
    const heard: (CurrentUser | null)[] = [];
    app.onUserChange((user) => heard.push(user));
    const anon = (await app.getUser({ or: 'anonymous' }))!;
    const email = uniqueEmail('upgrade');
    expect(await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    const user = (await app.getUser())!;
    expect(user).toMatchObject({ id: anon.id, isAnonymous: false, primaryEmail: email, hasPassword: true });
    expect(heard.at(-1)?.id).toBe(anon.id);
    expect(heard.filter((u) => u !== null)).toHaveLength(1);
  });
});

describe('TOTP multi-factor sign-in', () => {
  it('password sign-in of a TOTP user returns MultiFactorAuthenticationRequired, stores the attempt code and goes to the mfa page', async () => {
    const storage = installSessionStorage();
    const { email, secretBase64, userId } = await passwordUserWithTotp();
    const navigations: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (url) => navigations.push(url) } });
    const result = await app.signInWithCredential({ email, password: PASSWORD });
    expect(result.status).toBe('error');
    const error = result.status === 'error' ? result.error : null;
    expect(error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    const attemptCode = (error?.details as { attempt_code: string }).attempt_code;
    expect(attemptCode).toMatch(/^[0-9a-z]{45}$/);
    expect(storage.get(MFA_ATTEMPT_CODE_STORAGE_KEY)).toBe(attemptCode);
    expect(navigations).toEqual(['/handler/mfa']);
    expect(await app.getUser()).toBeNull();

    // The MFA page: only the TOTP is typed, the attempt code comes from session storage.
    const rec = recordingFetch();
    const mfaApp = makeApp(emu, { clock, fetch: rec.fetch, redirectMethod: { navigate: (url) => navigations.push(url) } });
    expect(await mfaApp.signInWithMfa(totpFor(secretBase64))).toEqual({ status: 'ok', data: undefined });
    const mfaRequest = rec.requests.find((r) => r.path === '/auth/mfa/sign-in');
    expect(JSON.parse(mfaRequest!.body!)).toEqual({ type: 'totp', totp: totpFor(secretBase64), code: attemptCode });
    expect((await mfaApp.getUser())?.id).toBe(userId);
    expect(navigations).toEqual(['/handler/mfa', '/']);
    expect(storage.has(MFA_ATTEMPT_CODE_STORAGE_KEY)).toBe(false);
  });

  it('noRedirect stays on the page; a wrong code is InvalidTotpCode with its message; the official (totp, code) form works', async () => {
    const { email, secretBase64, userId } = await passwordUserWithTotp();
    const navigations: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (url) => navigations.push(url) } });
    const result = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const attemptCode = result.status === 'error' ? (result.error.details as { attempt_code: string }).attempt_code : '';
    expect(navigations).toEqual([]);

    const right = totpFor(secretBase64);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const bad = await app.signInWithMfa(wrong, { attemptCode, noRedirect: true });
    expect(bad.status).toBe('error');
    if (bad.status === 'error') {
      expect(bad.error).toBeInstanceOf(KnownErrors.InvalidTotpCode);
      expect(bad.error.message).toBe('The TOTP code is invalid. Please try again.');
    }
    expect(await app.getUser()).toBeNull();

    expect(await app.signInWithMfa(right, attemptCode, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())?.id).toBe(userId);
    expect(navigations).toEqual([]);
  });

  it('without a stored or given attempt code it is VerificationCodeNotFound, with no request', async () => {
    const rec = recordingFetch();
    const app = makeApp(emu, { clock, fetch: rec.fetch });
    const result = await app.signInWithMfa('123456', { noRedirect: true });
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    expect(rec.paths()).toEqual([]);
  });
});
