// Magic link / OTP sign-in through StackClientApp against the emulator over HTTP, reading the code
// from the emulator's dev mailbox like a person reads their e-mail.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import { ManualClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders } from '../emulator/helpers';
import { makeApp, recordingFetch, uniqueEmail, type TestAppOptions } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock, project: { displayName: 'Magic Co', config: { magic_link_enabled: true } } });
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const urls = { afterSignIn: '/signed-in', afterSignUp: '/welcome' };

function appWithNavigations(options: TestAppOptions = {}) {
  const navigations: string[] = [];
  const app = makeApp(emu, { clock, urls, redirectMethod: { navigate: (url) => navigations.push(url) }, ...options });
  return { app, navigations };
}

/** The latest mail to `email`: its typed OTP (from the subject) and the link's 45-char code. */
async function readMail(email: string) {
  const mails = await emu.mailbox(email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${email}`);
  const otp = /Your code is ([0-9A-Z]{6})$/.exec(mail.subject)?.[1];
  const link = /(https?:\/\/\S+\?\S*code=[0-9a-z]{45}\S*)/.exec(mail.text)?.[1];
  if (!otp || !link) throw new Error(`no OTP or link in mail: ${mail.subject}\n${mail.text}`);
  return { otp, link, code: new URL(link).searchParams.get('code')! };
}

describe('sendMagicLinkEmail + signInWithMagicLinkCode (typed code)', () => {
  it('signs up an unknown e-mail: session stored, listeners told, redirected to after-sign-up', async () => {
    const recorder = recordingFetch();
    const { app, navigations } = appWithNavigations({ fetch: recorder.fetch });
    const heard: (CurrentUser | null)[] = [];
    app.onUserChange((user) => heard.push(user));
    const email = uniqueEmail('otp-new');

    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    expect(sent.status).toBe('ok');
    const nonce = sent.status === 'ok' ? sent.data.nonce : '';
    expect(nonce).toMatch(/^[0-9a-z]{39}$/);
    expect(JSON.parse(recorder.requests.at(-1)!.body!)).toEqual({ email, callback_url: CALLBACK });

    const { otp } = await readMail(email);
    // People type the code in any case, sometimes with a space in the middle.
    const typed = `${otp.slice(0, 3)} ${otp.slice(3).toLowerCase()}`;
    const result = await app.signInWithMagicLinkCode({ otp: typed, nonce });
    expect(result).toEqual({ status: 'ok', data: undefined });
    const signInRequest = recorder.requests.find((r) => r.path === '/auth/otp/sign-in')!;
    expect(JSON.parse(signInRequest.body!)).toEqual({ code: otp + nonce });

    expect(navigations).toEqual(['/welcome']);
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(email);
    expect(user?.primaryEmailVerified).toBe(true);
    expect(user?.otpAuthEnabled).toBe(true);
    expect(user?.hasPassword).toBe(false);
    expect(heard.at(-1)?.id).toBe(user?.id);
    expect((await app.getAuthJson()).refreshToken).toMatch(/^[0-9a-z]{45}$/);
  });

  it('a wrong typed code is VerificationCodeNotFound; nothing is stored', async () => {
    const { app, navigations } = appWithNavigations();
    const email = uniqueEmail('otp-wrong');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    const nonce = sent.status === 'ok' ? sent.data.nonce : '';
    const { otp } = await readMail(email);
    const result = await app.signInWithMagicLinkCode({ otp: otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', nonce });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    expect(await app.getUser()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('an untrusted callback URL is RedirectUrlNotWhitelisted', async () => {
    const { app } = appWithNavigations();
    const result = await app.sendMagicLinkEmail(uniqueEmail('otp-evil'), { callbackUrl: 'https://evil.example.com/cb' });
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
  });
});

describe('signInWithMagicLink (the link code)', () => {
  it('signs in an existing user and redirects to after-sign-in; the same code again is VerificationCodeAlreadyUsed', async () => {
    const email = uniqueEmail('otp-existing');
    const first = appWithNavigations();
    await first.app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    expect((await first.app.signInWithMagicLink((await readMail(email)).code)).status).toBe('ok');
    const firstId = (await first.app.getUser())!.id;

    const second = appWithNavigations();
    await second.app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    const { code } = await readMail(email);
    expect(await second.app.signInWithMagicLink(code)).toEqual({ status: 'ok', data: undefined });
    expect(second.navigations).toEqual(['/signed-in']);
    expect((await second.app.getUser())!.id).toBe(firstId);

    const again = await appWithNavigations().app.signInWithMagicLink(code);
    expect(again.status === 'error' && again.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it('a user with TOTP: MultiFactorAuthenticationRequired, nobody signed in, the mfa page next', async () => {
    const email = uniqueEmail('otp-mfa');
    const { app } = appWithNavigations();
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    await app.signInWithMagicLink((await readMail(email)).code, { noRedirect: true });
    const { accessToken } = await app.getAuthJson();
    const patch = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': accessToken! }),
      body: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') },
    });
    expect(patch.status).toBe(200);
    const other = appWithNavigations();
    await other.app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    const result = await other.app.signInWithMagicLink((await readMail(email)).code);
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(await other.app.getUser()).toBeNull();
    expect(other.navigations).toEqual(['/handler/mfa']);
  });

  it('noRedirect stays on the page', async () => {
    const email = uniqueEmail('otp-stay');
    const { app, navigations } = appWithNavigations();
    await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
    expect((await app.signInWithMagicLink((await readMail(email)).code, { noRedirect: true })).status).toBe('ok');
    expect(navigations).toEqual([]);
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });
});

describe('on a page: default callback URL and handleMagicLinkCallback', () => {
  const page = new Window({ url: 'http://localhost:3000/' });
  const g = globalThis as { location?: unknown; history?: unknown };
  beforeAll(() => {
    g.location = page.location;
    g.history = page.history;
  });
  afterAll(async () => {
    delete g.location;
    delete g.history;
    await page.happyDOM.close();
  });

  it('mails a link to the magic-link-callback handler made absolute; opening it signs in and strips the code', async () => {
    const email = uniqueEmail('otp-link');
    const { app, navigations } = appWithNavigations();
    expect((await app.sendMagicLinkEmail(email)).status).toBe('ok');
    const { link, code } = await readMail(email);
    expect(link).toBe(`http://localhost:3000/handler/magic-link-callback?code=${code}`);

    page.history.replaceState({}, '', `/handler/magic-link-callback?code=${code}&from=mail`);
    const result = await app.handleMagicLinkCallback();
    expect(result).toEqual({ status: 'ok', data: undefined });
    expect(page.location.href).toBe('http://localhost:3000/handler/magic-link-callback?from=mail');
    expect(navigations).toEqual(['/welcome']);
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it('answers null when the URL has no code', async () => {
    page.history.replaceState({}, '', '/handler/magic-link-callback');
    expect(await appWithNavigations().app.handleMagicLinkCallback()).toBeNull();
  });
});
