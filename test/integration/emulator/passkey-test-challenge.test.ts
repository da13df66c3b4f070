// The fixed passkey challenge for tests (Stack's STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING): every
// registration and authentication challenge is the base64url of "MOCK", so a credential made ahead of time
// (a test's canned answer) registers and signs in. By default only for local processes of an in-memory
// emulator on loopback (a browser's requests keep random challenges), like Stack's published dev keys;
// `testPasskeyChallenge: true` or Stack's env switch for every request; refused in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { call, clientHeaders, signUp, type Keys } from './helpers';

const MOCK_CHALLENGE = Buffer.from('MOCK', 'utf8').toString('base64url');
const ORIGIN = 'http://localhost:3000';
const PROJECT = { displayName: 'Fixed Challenge', config: { passkey_enabled: true } };

async function initiate(emu: Pick<RunningEmulator, 'url'>, keys: Keys, accessToken: string, extra: Record<string, string> = {}) {
  const headers = clientHeaders(keys, { 'x-stack-access-token': accessToken, ...extra });
  const registration = await call(emu, '/auth/passkey/initiate-passkey-registration', { headers, body: {} });
  const authentication = await call(emu, '/auth/passkey/initiate-passkey-authentication', { headers: clientHeaders(keys, extra), body: {} });
  expect([registration.status, authentication.status]).toEqual([200, 200]);
  return { registration: registration.json as { code: string; options_json: { challenge: string } }, authentication: authentication.json as { code: string; options_json: { challenge: string } } };
}

async function challengesOf(emu: Pick<RunningEmulator, 'url'>, keys: Keys, extra: Record<string, string> = {}): Promise<string[]> {
  const user = await signUp(emu, keys);
  const runs = [await initiate(emu, keys, user.access_token, extra), await initiate(emu, keys, user.access_token, extra)];
  return runs.flatMap((x) => [x.registration.options_json.challenge, x.authentication.options_json.challenge]);
}

function expectRandom(challenges: string[]): void {
  expect(challenges).not.toContain(MOCK_CHALLENGE);
  expect(new Set(challenges).size).toBe(challenges.length);
}

describe('by default', () => {
  const emu = useEmulator({ project: PROJECT });
  it('an in-memory emulator on loopback fixes them for local processes only: a browser gets random ones', async () => {
    expect(await challengesOf(emu, emu.project)).toEqual(Array(4).fill(MOCK_CHALLENGE));
    expectRandom(await challengesOf(emu, emu.project, { origin: ORIGIN }));
    expectRandom(await challengesOf(emu, emu.project, { 'sec-fetch-site': 'same-site' }));
  });
});

describe('testPasskeyChallenge: false', () => {
  const emu = useEmulator({ project: PROJECT, testPasskeyChallenge: false });
  it('keeps every challenge random', async () => {
    expectRandom(await challengesOf(emu, emu.project));
  });
});

describe('with testPasskeyChallenge', () => {
  const emu = useEmulator({ project: PROJECT, testPasskeyChallenge: true });

  it('every challenge is base64url("MOCK"), and answers made ahead of time register and sign in', async () => {
    const keys = emu.project;
    const user = await signUp(emu, keys);
    const authenticator = new SoftwareAuthenticator();
    // Made before any initiation: the canned answer a test can keep in its source.
    const credential = authenticator.register(MOCK_CHALLENGE, { origin: ORIGIN });
    const assertion = authenticator.authenticate(MOCK_CHALLENGE, { origin: ORIGIN });
    const { registration, authentication } = await initiate(emu, keys, user.access_token);
    expect(registration.options_json.challenge).toBe(MOCK_CHALLENGE);
    expect(authentication.options_json.challenge).toBe(MOCK_CHALLENGE);
    const registered = await call(emu, '/auth/passkey/register', {
      headers: clientHeaders(keys, { 'x-stack-access-token': user.access_token }),
      body: { code: registration.code, credential },
    });
    expect(registered.status, registered.text).toBe(200);
    const signedIn = await call(emu, '/auth/passkey/sign-in', { headers: clientHeaders(keys), body: { code: authentication.code, authentication_response: assertion } });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.user_id).toBe(user.user_id);
  });
});

describe('the environment switch', () => {
  const saved = process.env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING;
  let emu: RunningEmulator | undefined;
  beforeAll(() => {
    process.env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING = 'true';
  });
  afterAll(async () => {
    await emu?.close();
    if (saved === undefined) delete process.env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING;
    else process.env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING = saved;
  });

  it('STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING=true turns it on for every request, browsers included', async () => {
    emu = await startEmulator({ port: 0, inMemory: true });
    const keys = await emu.createProject(PROJECT);
    expect(await challengesOf(emu, keys, { origin: ORIGIN })).toEqual(Array(4).fill(MOCK_CHALLENGE));
  });

  it('is refused in production mode, by option or environment', async () => {
    await expect(startEmulator({ port: 0, inMemory: true, production: true })).rejects.toThrow(/STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING/);
    await expect(startEmulator({ port: 0, inMemory: true, production: true, testPasskeyChallenge: true })).rejects.toThrow(/production/);
  });
});
