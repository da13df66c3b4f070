import { describe, expect, it } from 'vitest';
import {
  UNTRUSTED_REDIRECT_MESSAGE,
  assertTrustedRedirectUrl,
  createRedirectExecutor,
  isRelativeUrl,
  isTrustedRedirectUrl,
  readAfterAuthReturnTo,
  withAfterAuthReturnTo,
} from '../../../src/core/auth/redirect';
import { ManualClock } from '../../../src/protocol/clock';

const PAGE = 'https://app.example.com/account?tab=profile#top';
const noDomains = { trustedDomains: [], allowLocalhost: false };

describe('isRelativeUrl', () => {
  it('accepts paths, queries and hashes', () => {
    for (const url of ['/', '/a/b?c=d', 'settings', '?x=1', '#frag']) expect(isRelativeUrl(url)).toBe(true);
  });
  it('rejects absolute, protocol-relative and backslash tricks', () => {
    for (const url of ['https://evil.com', '//evil.com/x', '/\\evil.com', 'javascript:alert(1)', 'HTTP://evil.com'])
      expect(isRelativeUrl(url)).toBe(false);
  });
});

describe('trusted redirect check', () => {
  it('trusts relative URLs and the current origin without a project', () => {
    expect(isTrustedRedirectUrl('/dashboard', null)).toBe(true);
    expect(isTrustedRedirectUrl('https://app.example.com/x', PAGE)).toBe(true);
    expect(isTrustedRedirectUrl('http://app.example.com/x', PAGE)).toBe(false);
    expect(isTrustedRedirectUrl('https://app.example.com:8443/x', PAGE)).toBe(false);
  });

  it('trusts exact trusted domains by scheme, host and port, ignoring the path', () => {
    const policy = { trustedDomains: ['https://shop.example.com/handler'], allowLocalhost: false };
    expect(isTrustedRedirectUrl('https://shop.example.com/any/path', PAGE, policy)).toBe(true);
    expect(isTrustedRedirectUrl('https://shop.example.com:443/', PAGE, policy)).toBe(true);
    expect(isTrustedRedirectUrl('http://shop.example.com/', PAGE, policy)).toBe(false);
    expect(isTrustedRedirectUrl('https://shop.example.com:444/', PAGE, policy)).toBe(false);
    expect(isTrustedRedirectUrl('https://evil.com/?shop.example.com', PAGE, policy)).toBe(false);
  });

  it('matches * within one label and ** across labels, default port only when none is given', () => {
    const one = { trustedDomains: ['https://*.example.org'], allowLocalhost: false };
    expect(isTrustedRedirectUrl('https://a.example.org/', null, one)).toBe(true);
    expect(isTrustedRedirectUrl('https://a.b.example.org/', null, one)).toBe(false);
    expect(isTrustedRedirectUrl('https://a.example.org:8080/', null, one)).toBe(false);
    const many = { trustedDomains: ['https://**.example.org'], allowLocalhost: false };
    expect(isTrustedRedirectUrl('https://a.b.example.org/', null, many)).toBe(true);
    expect(isTrustedRedirectUrl('https://example.org.evil.com/', null, many)).toBe(false);
  });

  it('trusts localhost, *.localhost and 127.x only when the project allows it', () => {
    const allowed = { trustedDomains: [], allowLocalhost: true };
    for (const url of ['http://localhost:3000/', 'http://app.localhost/', 'https://127.0.0.1:8080/x']) {
      expect(isTrustedRedirectUrl(url, PAGE, allowed)).toBe(true);
      expect(isTrustedRedirectUrl(url, PAGE, noDomains)).toBe(false);
    }
    expect(isTrustedRedirectUrl('http://localhost.evil.com/', PAGE, allowed)).toBe(false);
  });

  it('throws the exact message for an untrusted URL and loads the policy only when needed', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return noDomains;
    };
    await assertTrustedRedirectUrl('/ok', PAGE, load);
    await assertTrustedRedirectUrl('https://app.example.com/ok', PAGE, load);
    expect(loads).toBe(0);
    const error = await assertTrustedRedirectUrl('https://evil.com/', PAGE, load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Redirect URL is not trusted; should be relative.');
    expect(UNTRUSTED_REDIRECT_MESSAGE).toBe('Redirect URL is not trusted; should be relative.');
    expect(loads).toBe(1);
  });
});

describe('after_auth_return_to', () => {
  it('is set to the current page (relative when same origin)', () => {
    const url = withAfterAuthReturnTo('/handler/sign-in', PAGE);
    expect(url.startsWith('/handler/sign-in?')).toBe(true);
    expect(new URL(url, PAGE).searchParams.get('after_auth_return_to')).toBe('/account?tab=profile#top');
  });

  it('keeps an existing value from the current page', () => {
    const page = 'https://app.example.com/handler/sign-up?after_auth_return_to=%2Fsettings';
    const url = withAfterAuthReturnTo('/handler/sign-in', page);
    expect(url).toBe('/handler/sign-in?after_auth_return_to=%2Fsettings');
  });

  it('keeps a value already on the target', () => {
    const url = withAfterAuthReturnTo('/handler/sign-in?after_auth_return_to=%2Forders', PAGE);
    expect(url).toBe('/handler/sign-in?after_auth_return_to=%2Forders');
  });

  it('uses the full current URL when the sign-in page is on another origin', () => {
    const url = withAfterAuthReturnTo('https://id.example.net/handler/sign-in', PAGE);
    expect(new URL(url).origin).toBe('https://id.example.net');
    expect(new URL(url).searchParams.get('after_auth_return_to')).toBe(PAGE);
  });

  it('is read back from a URL', () => {
    expect(readAfterAuthReturnTo('https://a.example.com/x?after_auth_return_to=%2Fy')).toBe('/y');
    expect(readAfterAuthReturnTo('https://a.example.com/x')).toBeNull();
    expect(readAfterAuthReturnTo(null)).toBeNull();
  });
});

describe('redirect executor', () => {
  it("calls navigate for {navigate} and does nothing for 'none'", async () => {
    const seen: string[] = [];
    await createRedirectExecutor({ navigate: (url) => seen.push(url) }, new ManualClock())('/next');
    await createRedirectExecutor('none', new ManualClock())('/ignored');
    expect(seen).toEqual(['/next']);
  });

  it("uses location.assign or location.replace for 'window'", async () => {
    const calls: string[] = [];
    const g = globalThis as { location?: unknown };
    const previous = g.location;
    g.location = { assign: (u: string) => calls.push(`assign ${u}`), replace: (u: string) => calls.push(`replace ${u}`) };
    try {
      const clock = new ManualClock();
      const redirect = createRedirectExecutor('window', clock);
      const first = redirect('/a');
      const second = redirect('/b', { replace: true });
      expect(calls).toEqual(['assign /a', 'replace /b']);
      await clock.advance(2000);
      await Promise.all([first, second]);
    } finally {
      g.location = previous;
    }
  });
});
