// Drives the emulator's mock OpenID provider like a browser would, with plain fetch and manual redirects.

/** A tiny cookie jar per host: enough for the mock provider's interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();
  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(host, jar);
  }
  header(url: string): string {
    return [...(this.cookies.get(new URL(url).host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface ProviderLoginResult {
  /** The emulator callback's response (303 to the app's redirect_uri, or an error). */
  callback: Response;
  /** Its Location, when it redirected. */
  location: string | null;
}

async function go(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, res);
  return res;
}

/**
 * Follows the provider authorization URL, submits `email` on the mock login page and follows the
 * provider's redirects until the emulator's callback answers; `extraCookies` go to the emulator.
 */
export async function loginAtMockProvider(authorizationUrl: string, email: string, emulatorCookie = ''): Promise<ProviderLoginResult> {
  const jar = new CookieJar();
  let res = await go(jar, authorizationUrl);
  let url = new URL(res.headers.get('location') ?? '', authorizationUrl).href;
  if (!/\/interaction\//.test(url)) throw new Error(`expected the login interaction, got ${res.status} ${url}`);
  const page = await go(jar, url);
  if (page.status !== 200 || !(await page.text()).includes('name="email"')) throw new Error(`login page failed: ${page.status}`);
  res = await go(jar, url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }).toString() });
  // Resume the authorization until the provider sends the browser to the emulator's callback.
  for (let hops = 0; hops < 5; hops++) {
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider stopped at ${res.status}: ${await res.text()}`);
    url = new URL(next, url).href;
    if (url.includes('/auth/oauth/callback/')) {
      const callback = await fetch(url, { redirect: 'manual', headers: emulatorCookie ? { cookie: emulatorCookie } : {} });
      return { callback, location: callback.headers.get('location') };
    }
    res = await go(jar, url);
  }
  throw new Error('too many provider redirects');
}
