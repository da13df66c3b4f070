// IP-location request headers (as the real API reads them with no trusted proxy configured): a request
// that claims to be a browser (its User-Agent) gives its country in x-vercel-ip-country or cf-ipcountry;
// a new user's country_code comes from the sign-up request, and for a code sign-in from the request that
// sent the code. Non-browser callers and malformed values give none.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, serverHeaders, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'Geo', config: { magic_link_enabled: true } } });
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64)';
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

function geo(country: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7', 'x-vercel-ip-country': country, ...extra };
}

async function countryOf(userId: string): Promise<string | null> {
  const res = await call(emu, `/users/${userId}`, { headers: serverHeaders(emu.project) });
  expect(res.status, res.text).toBe(200);
  return res.json.country_code as string | null;
}

async function passwordSignUp(headers: Record<string, string>) {
  const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project, headers), body: { email: uniqueEmail('geo'), password: 'correct-horse-1' } });
  expect(res.status, res.text).toBe(200);
  return res.json.user_id as string;
}

describe("a new user's country_code", () => {
  it('comes from the browser request that signed up (x-vercel-ip-country, else cf-ipcountry), upper-cased', async () => {
    expect(await countryOf(await passwordSignUp(geo('de')))).toBe('DE');
    expect(await countryOf(await passwordSignUp({ 'user-agent': BROWSER, 'x-real-ip': '198.51.100.1', 'cf-ipcountry': 'JP' }))).toBe('JP');
  });

  it('is null for a non-browser caller, without a valid IP header, or for a value that is no country code', async () => {
    expect(await countryOf(await passwordSignUp({ ...geo('DE'), 'user-agent': 'curl/8.0' }))).toBeNull();
    expect(await countryOf(await passwordSignUp({ 'user-agent': BROWSER, 'x-vercel-ip-country': 'DE' }))).toBeNull();
    expect(await countryOf(await passwordSignUp(geo('Germany')))).toBeNull();
  });

  it('for a code sign-in, comes from the request that sent the code, not the one that used it', async () => {
    const email = uniqueEmail('geo-otp');
    const sent = await call(emu, '/auth/otp/send-sign-in-code', { headers: clientHeaders(emu.project, geo('CA')), body: { email, callback_url: CALLBACK } });
    expect(sent.status, sent.text).toBe(200);
    const mail = (await emu.mailbox(email)).at(-1)!;
    const code = new URL(/(http:\/\/localhost:3000\/handler\/magic-link-callback\?[^\s"<]+)/.exec(mail.text)![1]!).searchParams.get('code')!;
    const signedIn = await call(emu, '/auth/otp/sign-in', { headers: clientHeaders(emu.project, geo('US')), body: { code } });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(await countryOf(signedIn.json.user_id)).toBe('CA');
  });

  it("keeps an anonymous user's own country when it signs up, and fills it when it had none", async () => {
    const anon = await call(emu, '/auth/anonymous/sign-up', { headers: clientHeaders(emu.project), body: {} });
    expect(anon.status, anon.text).toBe(200);
    const anonHeaders = { 'x-stack-access-token': anon.json.access_token as string, 'x-stack-allow-anonymous-user': 'true' };
    expect(await countryOf(await passwordSignUp({ ...geo('FR'), ...anonHeaders }))).toBe('FR');
    const anon2 = await call(emu, '/auth/anonymous/sign-up', { headers: clientHeaders(emu.project), body: {} });
    const set = await call(emu, `/users/${anon2.json.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { country_code: 'NL' } });
    expect(set.status, set.text).toBe(200);
    expect(await countryOf(await passwordSignUp({ ...geo('FR'), 'x-stack-access-token': anon2.json.access_token, 'x-stack-allow-anonymous-user': 'true' }))).toBe('NL');
  });
});
