// SPEC.md §5 "A token store must be persistent for user operations": every flow that would store the
// tokens of a sign-in refuses a request token store before sending anything, and leaves its code or
// callback usable by a proper app; reading the request's user and other calls still work.
import { describe, expect, it } from 'vitest';
import { NON_PERSISTENT_STORE_MESSAGE } from '../../../src/core/apps/client/session-stores';
import { Headers as StackHeaders } from '../../../src/protocol/headers';
import { useEmulator } from '../../support/emulator';
import { loginAtMockProvider } from '../../support/oauth-mock';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, useHappyDomPage } from './helpers';

const emu = useEmulator({
  project: {
    config: { magic_link_enabled: true, passkey_enabled: true, oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] },
  },
});
const page = useHappyDomPage();

/** An app over the x-stack-auth header of an incoming request (a backend), recording its requests. */
function requestApp(tokens: { accessToken: string | null; refreshToken: string | null } = { accessToken: null, refreshToken: null }) {
  const recorder = recordingFetch();
  const app = makeApp(emu, { fetch: recorder.fetch, tokenStore: { headers: { [StackHeaders.stackAuth]: JSON.stringify(tokens) } } });
  return { app, recorder };
}

async function lastMailCode(email: string): Promise<string> {
  const mail = (await emu.mailbox(email)).at(-1);
  const code = /code=([0-9a-z]{45})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no magic link mailed to ${email}`);
  return code;
}

describe('flows that store tokens refuse a request token store before any request', () => {
  it('signUpWithCredential: nothing sent, so the e-mail is still free to sign up', async () => {
    const email = uniqueEmail('persist-signup');
    const { app, recorder } = requestApp();
    await expect(app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
    expect((await makeApp(emu).signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  });

  it('signInWithCredential', async () => {
    const { app, recorder } = requestApp();
    await expect(app.signInWithCredential({ email: uniqueEmail('persist-signin'), password: PASSWORD })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
  });

  it('signInWithMagicLink, signInWithMagicLinkCode and handleMagicLinkCallback leave the code unused', async () => {
    const email = uniqueEmail('persist-otp');
    const memory = makeApp(emu);
    const sent = await memory.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
    expect(sent.status).toBe('ok');
    const code = await lastMailCode(email);
    const { app, recorder } = requestApp();
    await expect(app.signInWithMagicLink(code, { noRedirect: true })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    await expect(app.signInWithMagicLinkCode({ otp: code.slice(0, 6), nonce: code.slice(6) })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    page.history.replaceState({}, '', `/handler/magic-link-callback?code=${code}`);
    await expect(app.handleMagicLinkCallback({ noRedirect: true })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
    expect(await memory.signInWithMagicLink(code, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect((await memory.getUser())?.primaryEmail).toBe(email);
  });

  it('signInWithOAuth refuses before asking for the authorize URL', async () => {
    const { app, recorder } = requestApp();
    page.history.replaceState({}, '', '/shop');
    await expect(app.signInWithOAuth('github')).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
  });

  it('callOAuthCallback refuses without taking the verifier, so a proper app finishes the sign-in', async () => {
    const email = uniqueEmail('persist-oauth');
    const navigations: string[] = [];
    const memory = makeApp(emu, { redirectMethod: { navigate: (url) => navigations.push(url) } });
    page.history.replaceState({}, '', '/shop');
    await memory.signInWithOAuth('github');
    const { location } = await loginAtMockProvider(navigations.shift()!, email);
    const landing = new URL(location!);
    page.history.replaceState({}, '', landing.pathname + landing.search);

    const { app, recorder } = requestApp();
    await expect(app.callOAuthCallback()).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
    expect(page.location.search).toBe(landing.search);
    expect(await memory.callOAuthCallback()).toBe(true);
    expect((await memory.getUser())?.primaryEmail).toBe(email);
  });

  it('signInWithMfa, signInWithPasskey, signUpAnonymously and getUser({ or: "anonymous" })', async () => {
    const { app, recorder } = requestApp();
    await expect(app.signInWithMfa('123456', 'a'.repeat(45))).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    await expect(app.signInWithPasskey({ hostname: 'localhost', noRedirect: true })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    await expect(app.signUpAnonymously()).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    await expect(app.getUser({ or: 'anonymous' })).rejects.toThrow(NON_PERSISTENT_STORE_MESSAGE);
    expect(recorder.paths()).toEqual([]);
  });
});

describe('a request token store still serves what stores no tokens', () => {
  it("reads the request's user, and sends mail", async () => {
    const email = uniqueEmail('persist-read');
    const memory = makeApp(emu);
    expect((await memory.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const { app, recorder } = requestApp(await memory.getAuthJson());
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect((await app.sendMagicLinkEmail(uniqueEmail('persist-mail'), { callbackUrl: 'http://localhost:3000/cb' })).status).toBe('ok');
    expect(recorder.paths()).toEqual(['GET /users/me', 'POST /auth/otp/send-sign-in-code']);
  });
});
