// Passkeys through StackClientApp against the emulator over HTTP. The browser ceremony module
// (@simplewebauthn/browser) is replaced by a software authenticator; everything else is real.
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyCreationOptionsWire, PasskeyRequestOptionsWire } from '../../../src/protocol/wire';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { call, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const ceremony = vi.hoisted(() => ({
  authenticator: null as SoftwareAuthenticator | null,
  /** Thrown by the next ceremony instead of answering (what a browser would reject with). */
  failure: null as Error | null,
  seenRpIds: [] as string[],
}));

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: async ({ optionsJSON }: { optionsJSON: PasskeyCreationOptionsWire }) => {
    ceremony.seenRpIds.push(optionsJSON.rp.id);
    if (ceremony.failure) throw ceremony.failure;
    return ceremony.authenticator!.register(optionsJSON.challenge, { origin: `http://${optionsJSON.rp.id}:5173` });
  },
  startAuthentication: async ({ optionsJSON }: { optionsJSON: PasskeyRequestOptionsWire }) => {
    ceremony.seenRpIds.push(optionsJSON.rpId);
    if (ceremony.failure) throw ceremony.failure;
    return ceremony.authenticator!.authenticate(optionsJSON.challenge, { origin: `http://${optionsJSON.rpId}:5173` });
  },
}));

const emu = useEmulator({ project: { config: { passkey_enabled: true } } });
const HOST = { hostname: 'localhost' };

/** What @simplewebauthn/browser rejects with: a WebAuthnError carrying an ERROR_* code. */
function webAuthnError(message: string, code: string): Error {
  return Object.assign(new Error(message), { name: 'NotAllowedError', code });
}

beforeEach(() => {
  ceremony.authenticator = new SoftwareAuthenticator();
  ceremony.failure = null;
  ceremony.seenRpIds.length = 0;
});

async function signedUpApp(project = emu.project) {
  const recorder = recordingFetch();
  const app = makeApp({ url: emu.url, project }, { fetch: recorder.fetch });
  const email = uniqueEmail('passkey');
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  return { app, email, recorder };
}

describe('user.registerPasskey and app.signInWithPasskey', () => {
  it('registers with the hostname in place of the RP-id placeholder, then signs in with the passkey', async () => {
    const { app, email, recorder } = await signedUpApp();
    const user = await app.getUser();
    recorder.clear();
    expect(await user!.registerPasskey(HOST)).toEqual({ status: 'ok', data: undefined });
    expect(ceremony.seenRpIds).toEqual(['localhost']);
    expect(recorder.paths()).toEqual(['POST /auth/passkey/initiate-passkey-registration', 'POST /auth/passkey/register', 'GET /users/me']);
    expect((await app.getUser())!.passkeyAuthEnabled).toBe(true);

    await (await app.getUser())!.signOut();
    expect(await app.getUser()).toBeNull();
    recorder.clear();
    const seen: (string | null)[] = [];
    app.onUserChange((u) => seen.push(u?.primaryEmail ?? null));
    expect(await app.signInWithPasskey({ ...HOST, noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect(ceremony.seenRpIds).toEqual(['localhost', 'localhost']);
    expect(recorder.paths().slice(0, 2)).toEqual(['POST /auth/passkey/initiate-passkey-authentication', 'POST /auth/passkey/sign-in']);
    expect((await app.getUser())!.primaryEmail).toBe(email);
    expect(seen).toContain(email);
  });

  it('maps a WebAuthn failure to PASSKEY_WEBAUTHN_ERROR with its code, for registration and sign-in', async () => {
    const { app } = await signedUpApp();
    ceremony.failure = webAuthnError('The operation either timed out or was not allowed.', 'ERROR_CEREMONY_ABORTED');
    const registration = await (await app.getUser())!.registerPasskey(HOST);
    expect(registration.status === 'error' && registration.error).toBeInstanceOf(KnownErrors.PasskeyWebauthnError);
    expect(registration.status === 'error' && registration.error.details).toEqual({
      message: 'The operation either timed out or was not allowed.',
      code: 'ERROR_CEREMONY_ABORTED',
    });
    const signIn = await app.signInWithPasskey({ ...HOST, noRedirect: true });
    expect(signIn.status === 'error' && [signIn.error.code, (signIn.error.details as { code: string }).code]).toEqual([
      'PASSKEY_WEBAUTHN_ERROR',
      'ERROR_CEREMONY_ABORTED',
    ]);
  });

  it('other ceremony failures get the SPEC messages', async () => {
    const { app } = await signedUpApp();
    ceremony.failure = new Error('boom');
    const registration = await (await app.getUser())!.registerPasskey(HOST);
    expect(registration.status === 'error' && [registration.error.code, registration.error.message]).toEqual([
      'PASSKEY_REGISTRATION_FAILED',
      'Failed to start passkey registration due to unknown error',
    ]);
    const signIn = await app.signInWithPasskey({ ...HOST, noRedirect: true });
    expect(signIn.status === 'error' && [signIn.error.code, signIn.error.message]).toEqual(['PASSKEY_AUTHENTICATION_FAILED', 'Failed to sign in with passkey']);
  });

  it('failed initiation (passkeys off) gets the initiation messages', async () => {
    const off = await emu.createProject();
    const { app } = await signedUpApp(off);
    const registration = await (await app.getUser())!.registerPasskey(HOST);
    expect(registration.status === 'error' && [registration.error.code, registration.error.message]).toEqual([
      'PASSKEY_REGISTRATION_FAILED',
      'Failed to get initiation options for passkey registration',
    ]);
    const signIn = await app.signInWithPasskey({ ...HOST, noRedirect: true });
    expect(signIn.status === 'error' && [signIn.error.code, signIn.error.message]).toEqual([
      'PASSKEY_AUTHENTICATION_FAILED',
      'Failed to get initiation options for passkey authentication',
    ]);
    expect(ceremony.seenRpIds).toEqual([]);
  });

  it("the server's own answer passes through: an unknown passkey is PASSKEY_AUTHENTICATION_FAILED 'Passkey not found'", async () => {
    const app = makeApp(emu);
    const result = await app.signInWithPasskey({ ...HOST, noRedirect: true });
    expect(result.status === 'error' && [result.error.code, result.error.message]).toEqual(['PASSKEY_AUTHENTICATION_FAILED', 'Passkey not found']);
    expect(await app.getUser()).toBeNull();
  });

  it('a user with TOTP is interrupted by MFA, and signInWithMfa finishes the passkey sign-in', async () => {
    const { app, email } = await signedUpApp();
    const user = (await app.getUser())!;
    expect((await user.registerPasskey(HOST)).status).toBe('ok');
    const secret = Buffer.from('abcdefghijklmnopqrst').toString('base64');
    const patch = await call(emu, `/users/${user.id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { totp_secret_base64: secret } });
    expect(patch.status, patch.text).toBe(200);
    await user.signOut();

    const result = await app.signInWithPasskey({ ...HOST, noRedirect: true });
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(await app.getUser()).toBeNull();
    const attemptCode = result.status === 'error' ? (result.error.details as { attempt_code: string }).attempt_code : '';
    const totp = TOTP.generate({ secret: new Secret({ buffer: new TextEncoder().encode('abcdefghijklmnopqrst').buffer }), algorithm: 'SHA1', digits: 6, period: 30 });
    expect(await app.signInWithMfa(totp, attemptCode, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())!.primaryEmail).toBe(email);
  });

  it('outside a browser and without a hostname, the call says what is missing', async () => {
    const { app } = await signedUpApp();
    await expect(app.signInWithPasskey({ noRedirect: true })).rejects.toThrow(/hostname/);
    await expect((await app.getUser())!.registerPasskey()).rejects.toThrow(/hostname/);
  });
});
