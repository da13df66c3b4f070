// Issue 29 item 8: one project's wildcard trusted domain must not stall the emulator for every other
// project. Project A trusts https://**.**.**.example.org and gets an OAuth authorize whose
// after_callback_redirect_url host is 12 KB of `a.` labels (a backtracking regex needs minutes for it);
// project B's request, sent meanwhile, is answered and A gets REDIRECT_URL_NOT_WHITELISTED. The emulator
// runs in its own process so that a stalled event loop shows as this test timing out. Then the shared
// matcher (src/protocol/trusted-domains.ts) on the legitimate cases and on hosts far past any bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killNodeChildren, startNodeChild } from '../support/node-child';
import { isTrustedUrl } from '../../emulator/projects/trusted-urls';
import { matchesTrustedDomain } from '../../src/core/auth/redirect';
import { call, clientHeaders, expectKnownError, type Keys } from '../integration/emulator/helpers';

const STALL_PATTERN = 'https://**.**.**.example.org';
/** 12 KB of labels that never end in example.org: cubic backtracking over ~6000 dots. */
const LONG_HOST = `${'a.'.repeat(6000)}a`;

interface ChildEmulator {
  url: string;
  projectA: Keys;
  projectB: Keys;
}

// The child: startEmulator in memory with the two projects, printed as one JSON line.
const CHILD_SCRIPT = `
const { startEmulator } = await import('./emulator/server.ts');
const emu = await startEmulator({ port: 0, host: '127.0.0.1', inMemory: true });
const projectA = await emu.createProject({ displayName: 'Project A', config: {
  domains: [{ domain: ${JSON.stringify(STALL_PATTERN)}, handler_path: '/handler' }],
  oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }],
} });
const projectB = await emu.createProject({ displayName: 'Project B' });
console.log('READY ' + JSON.stringify({ url: emu.url, projectA, projectB }));
`;

/** The emulator in its own node process, so that its stalled event loop cannot stall this test's timers. */
async function startChildEmulator(): Promise<ChildEmulator> {
  const { ready } = await startNodeChild(['--input-type=module', '-e', CHILD_SCRIPT], (out) => {
    const line = /^READY (.+)$/m.exec(out)?.[1];
    return line === undefined ? undefined : (JSON.parse(line) as ChildEmulator);
  });
  return ready;
}

describe('a wildcard trusted domain and a huge callback host (real emulator)', () => {
  let emu: ChildEmulator;

  beforeAll(async () => {
    emu = await startChildEmulator();
  });

  afterAll(() => {
    killNodeChildren();
  });

  it("answers project B while project A's callback host is checked, and refuses A with the known error", async () => {
    const query = new URLSearchParams({
      client_id: emu.projectA.id,
      client_secret: emu.projectA.publishableClientKey,
      redirect_uri: 'http://localhost:3000/handler/oauth-callback',
      scope: 'legacy',
      state: 'stall-state',
      grant_type: 'authorization_code',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      response_type: 'code',
      stack_response_mode: 'json',
      after_callback_redirect_url: `https://${LONG_HOST}/`,
    });
    const answerA = call(emu, `/auth/oauth/authorize/github?${query}`);
    // Project B, meanwhile: a few ordinary reads, each answered.
    for (let round = 0; round < 3; round++) {
      const answerB = await call(emu, '/projects/current', { headers: clientHeaders(emu.projectB) });
      expect(answerB.status, answerB.text).toBe(200);
      expect(answerB.json.id).toBe(emu.projectB.id);
    }
    expectKnownError(await answerA, 'REDIRECT_URL_NOT_WHITELISTED', 400);
    // The emulator still trusts what the pattern means (a short host under it), so the refusal above is the bound's.
    const trusted = { allow_localhost: false, domains: [{ domain: STALL_PATTERN, handler_path: '/handler' }] };
    expect(isTrustedUrl(trusted, 'https://a.b.c.example.org/cb')).toBe(true);
    expect(isTrustedUrl(trusted, `https://${'a.'.repeat(900)}example.org/cb`)).toBe(true);
    expect(isTrustedUrl(trusted, `https://${'a.'.repeat(1100)}example.org/cb`)).toBe(false);
  }, 30_000);
});

describe('the shared trusted-domain matcher', () => {
  const matches = (url: string, domain: string) => matchesTrustedDomain(new URL(url), domain);

  it('keeps the legitimate cases: * within one label, ** across labels, scheme and port', () => {
    expect(matches('https://a.example.org/', 'https://*.example.org')).toBe(true);
    expect(matches('https://A.Example.ORG/', 'https://*.EXAMPLE.org')).toBe(true);
    expect(matches('https://a.b.example.org/', 'https://*.example.org')).toBe(false);
    expect(matches('https://example.org/', 'https://*.example.org')).toBe(false);
    expect(matches('https://a.b.example.org/', 'https://**.example.org')).toBe(true);
    expect(matches('https://a.example.org/', 'https://**.example.org')).toBe(true);
    expect(matches('https://example.org.evil.com/', 'https://**.example.org')).toBe(false);
    expect(matches('https://a.b.c.example.org/', STALL_PATTERN)).toBe(true);
    expect(matches('https://a.b.example.org/', STALL_PATTERN)).toBe(false);
    expect(matches('https://app-pr-12.preview.example.com/', 'https://app-*.preview.example.com')).toBe(true);
    expect(matches('https://app-.x.preview.example.com/', 'https://app-*.preview.example.com')).toBe(false);
    expect(matches('https://api.eu.example.com/', 'https://api.**.example.com')).toBe(true);
    expect(matches('https://api.example.com/', 'https://api.**.example.com')).toBe(false);
    expect(matches('https://a.example.org:8080/', 'https://*.example.org')).toBe(false);
    expect(matches('https://a.example.org:8080/', 'https://*.example.org:8080')).toBe(true);
    expect(matches('https://a.example.org/', 'https://*.example.org:443')).toBe(true);
    expect(matches('http://a.example.org/', 'https://*.example.org')).toBe(false);
    // Exact domains: scheme, host and port, the path ignored, default ports normalised.
    expect(matches('https://shop.example.com/any', 'https://shop.example.com/handler')).toBe(true);
    expect(matches('https://shop.example.com:443/', 'https://shop.example.com')).toBe(true);
    expect(matches('https://shop.example.com:444/', 'https://shop.example.com')).toBe(false);
    expect(matches('http://shop.example.com/', 'https://shop.example.com')).toBe(false);
    expect(matches('https://evil.com/?shop.example.com', 'https://shop.example.com')).toBe(false);
    expect(matches('https://xn--bcher-kva.example/', 'https://Bücher.example')).toBe(true);
    expect(matches('http://[::1]:3000/', 'http://[::1]:3000')).toBe(true);
    expect(matches('https://a.example.org/', 'not a url *')).toBe(false);
    expect(matches('https://a.example.org/', 'not a url')).toBe(false);
  });

  it('answers at once for hosts far longer than any bound, against many wildcards', () => {
    const host = `${'a.'.repeat(50_000)}a`;
    for (const pattern of [STALL_PATTERN, 'https://**.**.**.**.**.**.example.org', 'https://*.*.*.*.*.*.*.*.example.org', 'https://**a**a**a**a**.org']) {
      expect(matches(`https://${host}/`, pattern)).toBe(false);
    }
    expect(matches(`https://${host}.example.org/`, STALL_PATTERN)).toBe(true);
  });
});
