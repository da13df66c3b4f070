// The app in a page: cookie token stores shared by two apps (as two tabs share cookies),
// after_auth_return_to on the page's location, and the absolute verification callback URL.
// The page is a happy-dom Window whose document and location are made global for the app; the
// emulator keeps running on Node's own URL and fetch (it cannot load inside a DOM environment).
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import { ManualClock } from '../../../src/protocol/clock';
import { COOKIE_POLL_INTERVAL_MS, refreshTokenCookieName } from '../../../src/protocol/constants';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
// localhost:4000 is trusted by listing it: v2.8.86's client project view has no allow_localhost (PROTOCOL.md §9).
const emu = useEmulator({ clock, project: { config: { domains: [{ domain: 'http://localhost:4000', handler_path: '/handler' }] } } });

const page = new Window({ url: 'http://localhost:3000/' });
const { document, history: pageHistory } = page;
const g = globalThis as { document?: unknown; location?: unknown };

beforeAll(() => {
  g.document = page.document;
  g.location = page.location;
});

afterAll(async () => {
  delete g.document;
  delete g.location;
  await page.happyDOM.close();
});

afterEach(() => {
  // Every test starts signed out on the home page.
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
  pageHistory.replaceState({}, '', '/');
});

function visit(path: string): void {
  pageHistory.replaceState({}, '', path);
}

describe('cookie token store', () => {
  it('writes the refresh cookie under the Stack Auth name', async () => {
    const app = makeApp(emu, { clock, tokenStore: 'cookie' });
    await app.signUpWithCredential({ email: uniqueEmail('cookie'), password: PASSWORD, noRedirect: true });
    const { refreshToken } = await app.getAuthJson();
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${refreshTokenCookieName(emu.project.id)}=`));
    expect(JSON.parse(decodeURIComponent(cookie!.split('=').slice(1).join('='))).refresh_token).toBe(refreshToken);
    app.dispose();
  });

  it('tells a second app on the page about sign-in and sign-out done by the first', async () => {
    const email = uniqueEmail('tabs');
    const writer = makeApp(emu, { clock, tokenStore: 'cookie' });
    const viewer = makeApp(emu, { clock, tokenStore: 'cookie' });
    const events: (CurrentUser | null)[] = [];
    viewer.onUserChange((user) => events.push(user));
    expect(await viewer.getUser()).toBeNull();
    events.length = 0;

    await writer.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    await clock.advance(COOKIE_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(events.map((u) => u?.primaryEmail ?? null)).toEqual([email]));
    expect((await viewer.getUser())!.primaryEmail).toBe(email);

    await (await writer.getUser())!.signOut();
    await clock.advance(COOKIE_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(events.map((u) => u?.primaryEmail ?? null)).toEqual([email, null]));
    expect(await viewer.getUser()).toBeNull();
    writer.dispose();
    viewer.dispose();
  });
});

describe('after_auth_return_to', () => {
  it('sends a signed-out visitor to sign-in with the current page to come back to', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    visit('/account?tab=security');
    expect(await app.getUser({ or: 'redirect' })).toBeNull();
    expect(seen).toEqual(['/handler/sign-in?after_auth_return_to=%2Faccount%3Ftab%3Dsecurity']);
    app.dispose();
  });

  it('keeps an existing value when moving between sign-in and sign-up', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    visit('/handler/sign-in?after_auth_return_to=%2Forders');
    await app.redirectTo('signUp');
    expect(seen).toEqual(['/handler/sign-up?after_auth_return_to=%2Forders']);
    app.dispose();
  });

  it('is followed after sign-in when trusted, and ignored when not', async () => {
    const email = uniqueEmail('return-to');
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });

    visit('/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D2');
    expect((await app.signInWithCredential({ email, password: PASSWORD })).status).toBe('ok');
    visit('/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example.net%2Fsteal');
    expect((await app.signInWithCredential({ email, password: PASSWORD })).status).toBe('ok');
    visit('/handler/sign-up?after_auth_return_to=http%3A%2F%2Flocalhost%3A4000%2Fdev');
    expect((await app.signInWithCredential({ email, password: PASSWORD })).status).toBe('ok');
    expect(seen).toEqual(['/settings?tab=2', '/', 'http://localhost:4000/dev']);
    app.dispose();
  });
});

describe('sign-up in a page', () => {
  it('sends the absolute e-mail verification URL of this page', async () => {
    const recorder = recordingFetch();
    const app = makeApp(emu, { clock, fetch: recorder.fetch });
    const email = uniqueEmail('verify');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const signUp = recorder.requests.find((r) => r.path === '/auth/password/sign-up');
    expect(JSON.parse(signUp!.body!)).toEqual({
      email,
      password: PASSWORD,
      verification_callback_url: 'http://localhost:3000/handler/email-verification',
    });
    app.dispose();
  });
});
