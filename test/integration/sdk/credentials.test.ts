// Password sign-up and sign-in through StackClientApp against the emulator over HTTP.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '../../../src/protocol/errors';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock });

describe('signUpWithCredential', () => {
  it('signs up, stores the session and getUser returns the new user with its fields', async () => {
    const app = makeApp(emu, { clock });
    const email = uniqueEmail('signup');
    const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result).toEqual({ status: 'ok', data: undefined });

    const user = await app.getUser();
    expect(user).not.toBeNull();
    expect(user!.toPublicUser()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      displayName: null,
      primaryEmail: email,
      primaryEmailVerified: false,
      profileImageUrl: null,
      signedUpAt: new Date(clock.now()),
      clientMetadata: null,
      clientReadOnlyMetadata: null,
      hasPassword: true,
      emailAuthEnabled: true,
      otpAuthEnabled: false,
      oauthProviders: [],
      passkeyAuthEnabled: false,
      isMultiFactorRequired: false,
      isAnonymous: false,
      selectedTeam: null,
    });
    const tokens = await app.getAuthJson();
    expect(tokens.refreshToken).toMatch(/^[0-9a-z]{45}$/);
    expect(tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    app.dispose();
  });

  it('returns Result.error(UserEmailAlreadyExists) for a taken e-mail and stays signed out', async () => {
    const email = uniqueEmail('dup');
    const first = makeApp(emu, { clock });
    expect((await first.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');

    const second = makeApp(emu, { clock });
    const result = await second.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result.status).toBe('error');
    if (result.status !== 'error') throw new Error('unreachable');
    expect(result.error).toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
    expect(result.error.code).toBe('USER_EMAIL_ALREADY_EXISTS');
    expect(await second.getUser()).toBeNull();
    first.dispose();
    second.dispose();
  });

  it('goes to the after-sign-up target, which follows an overridden after-sign-in', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, {
      clock,
      redirectMethod: { navigate: (url) => seen.push(url) },
      urls: { afterSignIn: '/dashboard' },
    });
    const result = await app.signUpWithCredential({ email: uniqueEmail('redirect'), password: PASSWORD });
    expect(result.status).toBe('ok');
    expect(seen).toEqual(['/dashboard']);
    app.dispose();
  });
});

describe('signInWithCredential', () => {
  it('signs in an existing user, sending the password body over the wire', async () => {
    const email = uniqueEmail('signin');
    const signUpApp = makeApp(emu, { clock });
    await signUpApp.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const signedUpId = (await signUpApp.getUser())!.id;

    const recorder = recordingFetch();
    const seen: string[] = [];
    const app = makeApp(emu, { clock, fetch: recorder.fetch, redirectMethod: { navigate: (u) => seen.push(u) } });
    expect(await app.signInWithCredential({ email, password: PASSWORD })).toEqual({ status: 'ok', data: undefined });
    expect(recorder.paths().slice(0, 2)).toEqual(['POST /auth/password/sign-in', 'GET /users/me']);
    expect((await app.getUser())!.id).toBe(signedUpId);
    // Sign-in goes to the after-sign-in target (home by default).
    expect(seen).toEqual(['/']);
    signUpApp.dispose();
    app.dispose();
  });

  it('returns Result.error(EmailPasswordMismatch) for a wrong password without redirecting', async () => {
    const email = uniqueEmail('wrongpw');
    const signUpApp = makeApp(emu, { clock });
    await signUpApp.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });

    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    const result = await app.signInWithCredential({ email, password: 'not-the-password' });
    expect(result.status).toBe('error');
    if (result.status !== 'error') throw new Error('unreachable');
    expect(result.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect(await app.getUser()).toBeNull();
    expect(seen).toEqual([]);
    signUpApp.dispose();
    app.dispose();
  });
});
