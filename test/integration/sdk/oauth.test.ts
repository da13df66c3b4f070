// OAuth sign-in through StackClientApp on a happy-dom page against the emulator and its mock OpenID
// provider (driven by fetch like a browser): signInWithOAuth, then callOAuthCallback on the callback page.
import { describe, expect, it } from 'vitest';
import { OAUTH_CALLBACK_FAILED_MESSAGE } from '../../../src/core/auth/oauth';
import { useEmulator } from '../../support/emulator';
import { loginAtMockProvider } from '../../support/oauth-mock';
import { call } from '../emulator/helpers';
import { makeApp, uniqueEmail, useHappyDomPage } from './helpers';

const emu = useEmulator({ project: { config: { oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] } } });
const urls = { afterSignIn: '/signed-in', afterSignUp: '/welcome' };
const page = useHappyDomPage();

/** An app whose redirects are recorded, and whose API requests (full URLs) are recorded too. */
function testApp() {
  const navigations: string[] = [];
  const requests: { url: string; body: string | null }[] = [];
  const fetchSpy: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), body: typeof init?.body === 'string' ? init.body : null });
    return fetch(input, init);
  };
  const app = makeApp(emu, { urls, fetch: fetchSpy, redirectMethod: { navigate: (url) => navigations.push(url) } });
  return { app, navigations, requests };
}

/** signInWithOAuth, the provider login, then the browser landing on the callback page. */
async function signInThroughProvider(email: string) {
  const t = testApp();
  page.history.replaceState({}, '', '/shop');
  await t.app.signInWithOAuth('github');
  const providerUrl = t.navigations.shift()!;
  const { location } = await loginAtMockProvider(providerUrl, email);
  const landing = new URL(location!);
  page.history.replaceState({}, '', landing.pathname + landing.search);
  return { ...t, landing };
}

describe('signInWithOAuth', () => {
  it('fetches the authorize URL in JSON mode with PKCE and navigates to the provider; the verifier waits in the state cookie', async () => {
    const { app, navigations, requests } = testApp();
    page.history.replaceState({}, '', '/shop');
    await app.signInWithOAuth('github', { returnTo: '/orders' });
    const authorize = new URL(requests.at(-1)!.url);
    expect(authorize.pathname).toBe(`/api/v1/auth/oauth/authorize/github`);
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      client_id: emu.project.id,
      client_secret: emu.project.publishableClientKey,
      redirect_uri: 'http://localhost:3000/handler/oauth-callback',
      error_redirect_url: 'http://localhost:3000/handler/error',
      scope: 'legacy',
      grant_type: 'authorization_code',
      code_challenge_method: 'S256',
      response_type: 'code',
      type: 'authenticate',
      after_callback_redirect_url: 'http://localhost:3000/orders',
      stack_response_mode: 'json',
    });
    expect(q.token).toBeUndefined();
    expect(navigations).toHaveLength(1);
    // The mock knows each provider type as its own client, as Stack's mock server does.
    expect(new URL(navigations[0]!).searchParams.get('client_id')).toBe('github');
    const cookie = page.document.cookie.split('; ').find((c) => c.startsWith(`stack-oauth-outer-${q.state}=`));
    const verifier = cookie!.split('=')[1]!;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    expect(Buffer.from(digest).toString('base64url')).toBe(q.code_challenge);
  });
});

describe('callOAuthCallback', () => {
  it('does nothing without code, without state, or without the state cookie', async () => {
    const { app, requests, navigations } = testApp();
    for (const path of ['/handler/oauth-callback?state=abc', '/handler/oauth-callback?code=abc', '/handler/oauth-callback?code=abc&state=no-cookie']) {
      page.history.replaceState({}, '', path);
      expect(await app.callOAuthCallback()).toBe(false);
      expect(page.location.pathname + page.location.search).toBe(path);
    }
    expect(requests).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('signs up a new user: code exchanged with the verifier, URL stripped, cookie consumed, after-sign-up; next time after-sign-in', async () => {
    const email = uniqueEmail('sdk-oauth');
    const first = await signInThroughProvider(email);
    const state = first.landing.searchParams.get('state')!;
    expect(await first.app.callOAuthCallback()).toBe(true);
    expect(page.location.href).toBe('http://localhost:3000/handler/oauth-callback');
    expect(page.document.cookie).not.toContain(`stack-oauth-outer-${state}`);
    const exchange = first.requests.find((r) => r.url.endsWith('/auth/oauth/token'))!;
    const form = Object.fromEntries(new URLSearchParams(exchange.body!));
    expect(form).toMatchObject({ grant_type: 'authorization_code', code: first.landing.searchParams.get('code'), redirect_uri: 'http://localhost:3000/handler/oauth-callback' });
    expect(form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.navigations).toEqual(['/welcome']);
    const user = await first.app.getUser();
    expect(user?.primaryEmail).toBe(email);
    expect(user?.primaryEmailVerified).toBe(true);

    const second = await signInThroughProvider(email);
    expect(await second.app.callOAuthCallback()).toBe(true);
    expect(second.navigations).toEqual(['/signed-in']);
    expect((await second.app.getUser())?.id).toBe(user?.id);
  });

  it('a spent code fails with the callback failure message', async () => {
    const { app, landing } = await signInThroughProvider(uniqueEmail('sdk-spent'));
    const state = landing.searchParams.get('state')!;
    const verifier = page.document.cookie.split('; ').find((c) => c.startsWith(`stack-oauth-outer-${state}=`))!.split('=')[1]!;
    expect(await app.callOAuthCallback()).toBe(true);
    page.document.cookie = `stack-oauth-outer-${state}=${verifier}; Path=/`;
    page.history.replaceState({}, '', landing.pathname + landing.search);
    await expect(app.callOAuthCallback()).rejects.toThrow(OAUTH_CALLBACK_FAILED_MESSAGE);
  });

  it('a user with TOTP goes to the MFA page with the attempt code kept', async () => {
    const email = uniqueEmail('sdk-mfa');
    const first = await signInThroughProvider(email);
    expect(await first.app.callOAuthCallback()).toBe(true);
    const userId = (await first.app.getUser())!.id;
    const patch = await call(emu, `/users/${userId}`, {
      method: 'PATCH',
      headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': emu.project.secretServerKey },
      body: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') },
    });
    expect(patch.status).toBe(200);
    const second = await signInThroughProvider(email);
    expect(await second.app.callOAuthCallback()).toBe(false);
    expect(second.navigations).toEqual(['/handler/mfa']);
  });
});
