// Issue 29 item 4: a redirect target that would run script, leave for an untrusted host or hide its host
// is refused by the one check every redirect passes (isTrustedRedirectUrl), with localhost allowed and a
// trusted domain set, and by what builds on it: assertTrustedRedirectUrl, the Redirector's after-sign-in
// choice and its toUrl, and the OAuth callback's after_callback_redirect_url (the last through a real
// emulator, which echoes a localhost URL of any scheme as PROTOCOL.md §3.5 says, and a happy-dom page).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Redirector } from '../../src/core/apps/client/redirector';
import { resolveHandlerUrls } from '../../src/core/apps/urls';
import {
  AFTER_AUTH_RETURN_TO_PARAM,
  assertTrustedRedirectUrl,
  isTrustedRedirectUrl,
  UNTRUSTED_REDIRECT_MESSAGE,
  type TrustedDomainPolicy,
} from '../../src/core/auth/redirect';
import { ManualClock } from '../../src/protocol/clock';
import { MAX_REDIRECT_URL_LENGTH } from '../../src/protocol/trusted-domains';
import { makeApp, uniqueEmail, useHappyDomPage } from '../integration/sdk/helpers';
import { useEmulator } from '../support/emulator';
import { loginAtMockProvider } from '../support/oauth-mock';

const ORIGIN = 'http://localhost:3000';
const PAGE = `${ORIGIN}/handler/sign-in`;
const TRUSTED = 'trusted.example.com';
const POLICY: TrustedDomainPolicy = { trustedDomains: [`https://${TRUSTED}`, 'https://*.example.org'], allowLocalhost: true };
const UUID = '0d4c1c44-6e1b-4c4e-9d0a-2f0c2b4f4a7e';

/** Targets that must never be followed: each names why. */
const PAYLOADS: readonly [why: string, url: string][] = [
  ['javascript: on localhost (the reported attack)', 'javascript://localhost/%0Adocument.title=1'],
  ['javascript: on a localhost port', 'javascript://localhost:3000/%0Aalert(1)'],
  ['javascript: on *.localhost', 'javascript://app.localhost/%0Aalert(1)'],
  ['javascript: on 127.0.0.1', 'javascript://127.0.0.1/%0Aalert(1)'],
  ['javascript: on the trusted domain', `javascript://${TRUSTED}/%0Aalert(1)`],
  ['javascript: on a wildcard-trusted host', 'javascript://a.example.org/%0Aalert(1)'],
  ['JavaScript: in mixed case', 'JavaScript://localhost/%0Aalert(1)'],
  ['javascript: without slashes', 'javascript:alert(1)'],
  ['data: on localhost', 'data://localhost/,<script>alert(1)</script>'],
  ['data: document', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript: on localhost', 'vbscript://localhost/%0Amsgbox(1)'],
  ['blob: of the page origin', `blob:${ORIGIN}/${UUID}`],
  ['blob: of the trusted domain', `blob:https://${TRUSTED}/${UUID}`],
  ['file: on localhost', 'file://localhost/etc/passwd'],
  ['ws: on localhost', 'ws://localhost:3000/'],
  ['scheme-relative', '//evil.com/'],
  ['scheme-relative to a localhost look-alike', '//localhost.evil.com/'],
  ['slash-backslash', '/\\evil.com'],
  ['backslash-slash', '\\/evil.com'],
  ['backslash in a trusted path', `https://${TRUSTED}\\@evil.com`],
  ['tab inside the scheme', 'java\tscript://localhost/%0Aalert(1)'],
  ['newline inside the scheme', 'java\nscript://localhost/%0Aalert(1)'],
  ['carriage return inside the scheme', 'java\rscript://localhost/%0Aalert(1)'],
  ['leading C0 control', '\u0001javascript://localhost/%0Aalert(1)'],
  ['leading NUL', '\u0000javascript://localhost/%0Aalert(1)'],
  ['leading space', ' javascript://localhost/%0Aalert(1)'],
  ['DEL in a relative path', '/next\u007f'],
  ['newline in a relative path', '/next\n'],
  ['tab in a trusted URL', `https://${TRUSTED}/\tx`],
  ['escape character in a localhost URL', 'http://localhost:3000/\u001b'],
  ['userinfo before an evil host', `https://${TRUSTED}@evil.com/`],
  ['evil userinfo before localhost', 'http://evil.com@localhost:3000/'],
  ['backslash userinfo before the trusted host', `https://evil.com\\@${TRUSTED}/`],
  ['credentials on the trusted host', `https://user:pass@${TRUSTED}/`],
  ['credentials on the page origin', `http://user@localhost:3000/`],
  ['over the length bound, on the trusted host', `https://${TRUSTED}/${'a'.repeat(MAX_REDIRECT_URL_LENGTH)}`],
  ['over the length bound, relative', `/${'a'.repeat(MAX_REDIRECT_URL_LENGTH)}`],
];

/** Targets that stay allowed (so the refusals above are not a check that refuses everything). */
const ALLOWED: readonly [what: string, url: string][] = [
  ['a path with query and hash', '/dashboard?tab=1#top'],
  ['a path relative to the page', 'settings'],
  ['the page origin', `${ORIGIN}/after`],
  ['another localhost port', 'http://localhost:5173/'],
  ['127.0.0.1 over https', 'https://127.0.0.1:8443/x'],
  ['a *.localhost host', 'http://app.localhost/'],
  ['the trusted domain', `https://${TRUSTED}/welcome`],
  ['a wildcard-trusted host', 'https://a.example.org/'],
  ['a URL of exactly the length bound', `https://${TRUSTED}/${'a'.repeat(MAX_REDIRECT_URL_LENGTH - `https://${TRUSTED}/`.length)}`],
];

interface FakeLocation {
  href: string;
}

describe('redirect targets with localhost allowed and a trusted domain', () => {
  const g = globalThis as { location?: FakeLocation };
  let previous: FakeLocation | undefined;
  beforeEach(() => {
    previous = g.location;
  });
  afterEach(() => {
    g.location = previous;
  });

  function redirector(navigated: string[]): Redirector {
    return new Redirector({
      method: { navigate: (url) => navigated.push(url) },
      clock: new ManualClock(),
      urls: resolveHandlerUrls({ afterSignIn: '/after-sign-in' }),
      trustedDomains: () => Promise.resolve(POLICY),
    });
  }

  it.each(PAYLOADS)('refuses %s', async (_why, url) => {
    expect(isTrustedRedirectUrl(url, PAGE, POLICY)).toBe(false);
    expect(isTrustedRedirectUrl(url, PAGE)).toBe(false);
    expect(isTrustedRedirectUrl(url, null, POLICY)).toBe(false);
    await expect(assertTrustedRedirectUrl(url, PAGE, () => Promise.resolve(POLICY))).rejects.toThrow(UNTRUSTED_REDIRECT_MESSAGE);

    const navigated: string[] = [];
    const app = redirector(navigated);
    // The page carries the payload as its return target: after sign-in the app goes to its default instead.
    g.location = { href: `${PAGE}?${AFTER_AUTH_RETURN_TO_PARAM}=${encodeURIComponent(url)}` };
    expect(await app.isTrusted(url)).toBe(false);
    await app.to('afterSignIn');
    await expect(app.toUrl(url)).rejects.toThrow(UNTRUSTED_REDIRECT_MESSAGE);
    expect(navigated).toEqual(['/after-sign-in']);
  });

  it.each(ALLOWED)('still follows %s', async (_what, url) => {
    expect(isTrustedRedirectUrl(url, PAGE, POLICY)).toBe(true);
    const navigated: string[] = [];
    g.location = { href: `${PAGE}?${AFTER_AUTH_RETURN_TO_PARAM}=${encodeURIComponent(url)}` };
    await redirector(navigated).to('afterSignIn');
    expect(navigated).toEqual([url]);
  });
});

describe("the OAuth callback's after_callback_redirect_url (real emulator, happy-dom page)", () => {
  const emu = useEmulator({ project: { config: { oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] } } });
  const page = useHappyDomPage();

  it.each(PAYLOADS.filter(([, url]) => url.includes('://localhost/') && !url.startsWith('file:')))('is not followed when it is %s', async (_why, payload) => {
    const navigations: string[] = [];
    const app = makeApp(emu, { urls: { afterSignUp: '/welcome' }, redirectMethod: { navigate: (url) => navigations.push(url) } });
    page.history.replaceState({}, '', '/shop');
    await app.signInWithOAuth('github', { returnTo: payload });
    const { location } = await loginAtMockProvider(navigations.shift()!, uniqueEmail('oauth-return'));
    const landing = new URL(location!);
    page.history.replaceState({}, '', landing.pathname + landing.search);
    expect(await app.callOAuthCallback()).toBe(true);
    expect(navigations).toEqual(['/welcome']);
  });
});
