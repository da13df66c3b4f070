// Passkeys on the wire (PROTOCOL.md §5.4): the RP-id placeholder, registration and sign-in with a
// software authenticator, and the errors for a disabled project, bad challenges and untrusted origins.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { call, clientHeaders, expectKnownError, signUp, type Keys } from './helpers';

const PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';
const ORIGIN = 'http://localhost:3000';
const clock = new ManualClock(Date.now());
// Random challenges, as a browser's ceremonies get (by default a local process gets Stack's fixed test one).
const emu = useEmulator({ clock, testPasskeyChallenge: false, project: { displayName: 'Passkey Project', config: { passkey_enabled: true } } });

function authed(p: Keys, accessToken: string): Record<string, string> {
  return clientHeaders(p, { 'x-stack-access-token': accessToken });
}

async function initiateRegistration(p: Keys, accessToken: string) {
  const res = await call(emu, '/auth/passkey/initiate-passkey-registration', { headers: authed(p, accessToken), body: {} });
  expect(res.status, res.text).toBe(200);
  return res.json as { code: string; options_json: { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string } } };
}

async function initiateAuthentication(p: Keys) {
  const res = await call(emu, '/auth/passkey/initiate-passkey-authentication', { headers: clientHeaders(p), body: {} });
  expect(res.status, res.text).toBe(200);
  return res.json as { code: string; options_json: { challenge: string; rpId: string } };
}

/** A signed-up user with a registered passkey. */
async function userWithPasskey() {
  const p = emu.project;
  const user = await signUp(emu, p);
  const authenticator = new SoftwareAuthenticator();
  const { code, options_json } = await initiateRegistration(p, user.access_token);
  const res = await call(emu, '/auth/passkey/register', {
    headers: authed(p, user.access_token),
    body: { code, credential: authenticator.register(options_json.challenge, { origin: ORIGIN }) },
  });
  expect(res.status, res.text).toBe(200);
  return { ...user, authenticator, registerResponse: res.json as { user_handle: string } };
}

async function passkeySignIn(p: Keys, authenticator: SoftwareAuthenticator, options: { origin?: string; code?: string; challenge?: string; signWith?: SoftwareAuthenticator } = {}) {
  const initiated = options.code && options.challenge ? { code: options.code, options_json: { challenge: options.challenge } } : await initiateAuthentication(p);
  return call(emu, '/auth/passkey/sign-in', {
    headers: clientHeaders(p),
    body: {
      code: initiated.code,
      authentication_response: authenticator.authenticate(initiated.options_json.challenge, {
        origin: options.origin ?? ORIGIN,
        ...(options.signWith ? { signWith: options.signWith } : {}),
      }),
    },
  });
}

describe('passkey initiation', () => {
  it('answers creation options with the RP-id placeholder, the project name and the user', async () => {
    const user = await signUp(emu, emu.project);
    const { code, options_json } = await initiateRegistration(emu.project, user.access_token);
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(options_json).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      rp: { name: 'Passkey Project', id: PLACEHOLDER },
      user: { id: Buffer.from(user.user_id).toString('base64url'), name: user.email, displayName: user.email },
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: 60000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      extensions: { credProps: true },
    });
  });

  it('answers request options with rpId set to the placeholder', async () => {
    const { code, options_json } = await initiateAuthentication(emu.project);
    expect(code).toHaveLength(45);
    expect(options_json).toEqual({ challenge: expect.any(String), rpId: PLACEHOLDER, allowCredentials: [], timeout: 60000, userVerification: 'preferred' });
  });

  it('registration needs a signed-in user (SCHEMA_ERROR auth.user must be defined)', async () => {
    const res = await call(emu, '/auth/passkey/initiate-passkey-registration', { headers: clientHeaders(emu.project), body: {} });
    const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(body.error).toContain('auth.user must be defined');
  });

  it('all four endpoints answer PASSKEY_AUTHENTICATION_NOT_ENABLED when the project has passkeys off', async () => {
    const off = await emu.createProject();
    const user = await signUp(emu, off);
    const code = 'a'.repeat(45);
    const requests: [string, Record<string, unknown>][] = [
      ['/auth/passkey/initiate-passkey-registration', {}],
      ['/auth/passkey/register', { code, credential: {} }],
      ['/auth/passkey/initiate-passkey-authentication', {}],
      ['/auth/passkey/sign-in', { code, authentication_response: {} }],
    ];
    for (const [path, body] of requests) {
      const res = await call(emu, path, { headers: authed(off, user.access_token), body });
      const error = expectKnownError(res, 'PASSKEY_AUTHENTICATION_NOT_ENABLED', 400);
      expect(error.error).toBe('Passkey authentication is not enabled for this project.');
    }
  });
});

describe('passkey registration and sign-in', () => {
  it('registers a passkey (user_handle = credential id) and flips passkey_auth_enabled', async () => {
    const user = await userWithPasskey();
    expect(user.registerResponse).toEqual({ user_handle: user.authenticator.id });
    const me = await call(emu, '/users/me', { headers: authed(emu.project, user.access_token) });
    expect(me.json.passkey_auth_enabled).toBe(true);
  });

  it('signs in with the registered passkey, as that user, and is_new_user false', async () => {
    const user = await userWithPasskey();
    const res = await passkeySignIn(emu.project, user.authenticator);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), user_id: user.user_id, is_new_user: false });
    const me = await call(emu, '/users/me', { headers: authed(emu.project, res.json.access_token) });
    expect(me.json.primary_email).toBe(user.email);
    // The signature counter moved on: a second sign-in with a higher counter works too.
    expect((await passkeySignIn(emu.project, user.authenticator)).status).toBe(200);
  });

  it('registering again replaces the old passkey', async () => {
    const user = await userWithPasskey();
    const second = new SoftwareAuthenticator();
    const { code, options_json } = await initiateRegistration(emu.project, user.access_token);
    const res = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, user.access_token),
      body: { code, credential: second.register(options_json.challenge, { origin: ORIGIN }) },
    });
    expect(res.status, res.text).toBe(200);
    const old = await passkeySignIn(emu.project, user.authenticator);
    expect([expectKnownError(old, 'PASSKEY_AUTHENTICATION_FAILED', 400).error]).toEqual(['Passkey not found']);
    expect((await passkeySignIn(emu.project, second)).json.user_id).toBe(user.user_id);
  });

  it('PATCH /users/me passkey_auth_enabled:false deletes the passkey', async () => {
    const user = await userWithPasskey();
    const patch = await call(emu, '/users/me', { method: 'PATCH', headers: authed(emu.project, user.access_token), body: { passkey_auth_enabled: false } });
    expect([patch.status, patch.json.passkey_auth_enabled]).toEqual([200, false]);
    const res = await passkeySignIn(emu.project, user.authenticator);
    expect(expectKnownError(res, 'PASSKEY_AUTHENTICATION_FAILED', 400).error).toBe('Passkey not found');
  });

  it('a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED from passkey sign-in', async () => {
    const user = await userWithPasskey();
    const patch = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: authed(emu.project, user.access_token),
      body: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') },
    });
    expect(patch.status, patch.text).toBe(200);
    const res = await passkeySignIn(emu.project, user.authenticator);
    const error = expectKnownError(res, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400);
    expect(error.details.attempt_code).toHaveLength(45);
  });
});

describe('passkey failures', () => {
  it('registration from an untrusted origin is PASSKEY_REGISTRATION_FAILED without details', async () => {
    const user = await signUp(emu, emu.project);
    const { code, options_json } = await initiateRegistration(emu.project, user.access_token);
    const res = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, user.access_token),
      body: { code, credential: new SoftwareAuthenticator().register(options_json.challenge, { origin: 'https://evil.example.org' }) },
    });
    const error = expectKnownError(res, 'PASSKEY_REGISTRATION_FAILED', 400);
    expect(error).toEqual({ code: 'PASSKEY_REGISTRATION_FAILED', error: 'Passkey registration failed because the origin is not allowed' });
  });

  it('registration answering another challenge is an invalid verification response', async () => {
    const user = await signUp(emu, emu.project);
    const { code } = await initiateRegistration(emu.project, user.access_token);
    const other = await initiateRegistration(emu.project, user.access_token);
    const res = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, user.access_token),
      body: { code, credential: new SoftwareAuthenticator().register(other.options_json.challenge, { origin: ORIGIN }) },
    });
    expect(expectKnownError(res, 'PASSKEY_REGISTRATION_FAILED', 400).error).toBe('Passkey registration failed because the verification response is invalid');
    // The RP id must be the origin's hostname too.
    const fresh = await initiateRegistration(emu.project, user.access_token);
    const wrongRp = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, user.access_token),
      body: { code: fresh.code, credential: new SoftwareAuthenticator().register(fresh.options_json.challenge, { origin: ORIGIN, rpId: 'example.com' }) },
    });
    expect(expectKnownError(wrongRp, 'PASSKEY_REGISTRATION_FAILED', 400).error).toBe('Passkey registration failed because the verification response is invalid');
  });

  it('sign-in from an untrusted origin is PASSKEY_AUTHENTICATION_FAILED', async () => {
    const user = await userWithPasskey();
    const res = await passkeySignIn(emu.project, user.authenticator, { origin: 'https://evil.example.org' });
    expect(expectKnownError(res, 'PASSKEY_AUTHENTICATION_FAILED', 400)).toEqual({
      code: 'PASSKEY_AUTHENTICATION_FAILED',
      error: 'Passkey authentication failed because the origin is not allowed',
    });
  });

  it('sign-in signed for another challenge or with another key is a signature failure', async () => {
    const user = await userWithPasskey();
    const first = await initiateAuthentication(emu.project);
    const second = await initiateAuthentication(emu.project);
    const signature = 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID';
    const wrongChallenge = await passkeySignIn(emu.project, user.authenticator, { code: first.code, challenge: second.options_json.challenge });
    expect(expectKnownError(wrongChallenge, 'PASSKEY_AUTHENTICATION_FAILED', 400).error).toBe(signature);
    const wrongKey = await passkeySignIn(emu.project, user.authenticator, { signWith: new SoftwareAuthenticator() });
    expect(expectKnownError(wrongKey, 'PASSKEY_AUTHENTICATION_FAILED', 400).error).toBe(signature);
    // The failed tries did not consume the code: the right answer still signs in.
    expect((await passkeySignIn(emu.project, user.authenticator, { code: first.code, challenge: first.options_json.challenge })).status).toBe(200);
  });

  it('an unknown challenge code is VERIFICATION_CODE_NOT_FOUND and a used one VERIFICATION_CODE_ALREADY_USED', async () => {
    const user = await userWithPasskey();
    const { options_json } = await initiateAuthentication(emu.project);
    const unknown = await passkeySignIn(emu.project, user.authenticator, { code: 'b'.repeat(45), challenge: options_json.challenge });
    expectKnownError(unknown, 'VERIFICATION_CODE_NOT_FOUND', 404);
    const fresh = await initiateAuthentication(emu.project);
    expect((await passkeySignIn(emu.project, user.authenticator, { code: fresh.code, challenge: fresh.options_json.challenge })).status).toBe(200);
    const again = await passkeySignIn(emu.project, user.authenticator, { code: fresh.code, challenge: fresh.options_json.challenge });
    expectKnownError(again, 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('challenge codes expire after 65 seconds (registration and authentication)', async () => {
    const user = await signUp(emu, emu.project);
    const authenticator = new SoftwareAuthenticator();
    const registration = await initiateRegistration(emu.project, user.access_token);
    const authentication = await initiateAuthentication(emu.project);
    await clock.advance(64_000);
    // Still valid at 64 s: a sign-in attempt reaches the passkey lookup instead of the code check.
    const early = await passkeySignIn(emu.project, authenticator, { code: authentication.code, challenge: authentication.options_json.challenge });
    expect(expectKnownError(early, 'PASSKEY_AUTHENTICATION_FAILED', 400).error).toBe('Passkey not found');
    await clock.advance(2_000);
    const late = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, user.access_token),
      body: { code: registration.code, credential: authenticator.register(registration.options_json.challenge, { origin: ORIGIN }) },
    });
    expectKnownError(late, 'VERIFICATION_CODE_EXPIRED', 400);
    const lateSignIn = await passkeySignIn(emu.project, authenticator, { code: authentication.code, challenge: authentication.options_json.challenge });
    expectKnownError(lateSignIn, 'VERIFICATION_CODE_EXPIRED', 400);
  });

  it("another user's registration code is not found", async () => {
    const alice = await signUp(emu, emu.project);
    const bob = await signUp(emu, emu.project);
    const { code, options_json } = await initiateRegistration(emu.project, alice.access_token);
    const res = await call(emu, '/auth/passkey/register', {
      headers: authed(emu.project, bob.access_token),
      body: { code, credential: new SoftwareAuthenticator().register(options_json.challenge, { origin: ORIGIN }) },
    });
    expectKnownError(res, 'VERIFICATION_CODE_NOT_FOUND', 404);
  });
});
