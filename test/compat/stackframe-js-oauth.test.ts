// The OAuth authorization-code leg with the official client's interface layer (@stackframe/stack-shared), unmodified,
// outside a browser. StackClientApp.signInWithOAuth / callOAuthCallback need `window`, so the browser part (the
// redirect and the cookie holding the PKCE verifier) is played by the test, and the official code builds the
// authorize URL and runs the authorization-code grant (oauth4webapi) against the emulator.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StackClientApp } from '@stackframe/js';
import { HexclaveClientInterface } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { loginAtMockProvider } from '../support/oauth-mock';
import { uniqueEmail } from '../support/unique-email';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'shared' };
const REDIRECT_URI = 'http://localhost:3000/handler/oauth-callback';
const emu = useEmulator({ project: { displayName: 'compat-oauth', config: { oauth_providers: [GITHUB] } } });

function officialInterface() {
  const apiUrl = emu.url; // the interface appends /api/v1 itself
  return new HexclaveClientInterface({
    clientVersion: 'compat-test',
    getBaseUrl: () => apiUrl,
    getApiUrls: () => [apiUrl],
    extraRequestHeaders: {},
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
  });
}

describe('official client interface: OAuth authorization-code leg', () => {
  it('getOAuthUrl -> mock provider -> callback -> callOAuthCallback gives tokens the official app signs in with', async () => {
    const iface = officialInterface();
    const codeVerifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const authorizeUrl = await iface.getOAuthUrl({
      provider: 'github',
      redirectUrl: REDIRECT_URI,
      errorRedirectUrl: 'http://localhost:3000/handler/error',
      afterCallbackRedirectUrl: 'http://localhost:3000/after',
      codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      state,
      type: 'authenticate',
      providerScope: undefined,
      session: iface.createSession({ refreshToken: null }),
    });
    expect(new URL(authorizeUrl).pathname).toBe('/api/v1/auth/oauth/authorize/github');

    // The browser's part: GET the authorize URL (302 to the provider), log in, follow back to the emulator.
    const toProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(toProvider.status).toBe(307);
    const email = uniqueEmail('compat-oauth');
    const { location } = await loginAtMockProvider(toProvider.headers.get('location') ?? '', email, toProvider.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
    expect(location).toMatch(/^http:\/\/localhost:3000\/handler\/oauth-callback\?/);
    const back = new URL(location!);
    expect(back.searchParams.get('state')).toBe(state);

    const tokens = await iface.callOAuthCallback({ oauthParams: back.searchParams, redirectUri: REDIRECT_URI, codeVerifier, state });
    expect(tokens.newUser).toBe(true);
    expect(tokens.afterCallbackRedirectUrl).toBe('http://localhost:3000/after');

    const app = new StackClientApp({
      projectId: emu.project.id,
      publishableClientKey: emu.project.publishableClientKey,
      baseUrl: emu.url,
      tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    });
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(email);
    expect(user?.hasPassword).toBe(false);
    expect(user?.oauthProviders.map((p) => p.id)).toEqual(['github']);

    // The code is single use: the official grant refuses a replay.
    await expect(iface.callOAuthCallback({ oauthParams: back.searchParams, redirectUri: REDIRECT_URI, codeVerifier, state })).rejects.toThrow();
  });
});
