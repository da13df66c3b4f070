// PROTOCOL.md §5.2 OTP / magic-link sign-in and the §3.3 verification-code rules, over HTTP.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type Keys } from './helpers';

const clock = new ManualClock(Date.UTC(2026, 0, 1));
const emu = useEmulator({ clock, project: { displayName: 'Acme Shop', config: { magic_link_enabled: true } } });
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback?lang=en';
const DAY_MS = 24 * 60 * 60 * 1000;

const send = (email: string, p: Keys = emu.project, callback_url = CALLBACK) =>
  call(emu, '/auth/otp/send-sign-in-code', { headers: clientHeaders(p), body: { email, callback_url } });
const signIn = (code: string, p: Keys = emu.project, headers: Record<string, string> = {}) =>
  call(emu, '/auth/otp/sign-in', { headers: clientHeaders(p, headers), body: { code } });
const checkCode = (code: string) => call(emu, '/auth/otp/sign-in/check-code', { headers: clientHeaders(emu.project), body: { code } });

/** Sends a code and reads it back from the dev mailbox: the typed OTP, the nonce and the full link code. */
async function sendAndRead(email: string, p: Keys = emu.project) {
  const res = await send(email, p);
  expect(res.status).toBe(200);
  const mails = await emu.mailbox(email);
  const mail = mails[mails.length - 1]!;
  const link = /(http:\/\/localhost:3000\/handler\/magic-link-callback\?[^\s"<]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const code = new URL(link).searchParams.get('code')!;
  const otp = /Your code is ([0-9A-Z]{6})$/.exec(mail.subject)?.[1];
  if (!otp) throw new Error(`no OTP in subject: ${mail.subject}`);
  return { nonce: res.json.nonce as string, code, otp, mail, link };
}

describe('POST /auth/otp/send-sign-in-code', () => {
  it('answers {nonce} (39 chars) and mails the OTP (subject and body) and the link callback_url?code=', async () => {
    const email = uniqueEmail();
    const { nonce, code, otp, mail, link } = await sendAndRead(email);
    expect(Object.keys((await send(email)).json)).toEqual(['nonce']);
    expect(nonce).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{39}$/);
    expect(code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
    expect(code.slice(6)).toBe(nonce);
    expect(otp).toBe(code.slice(0, 6).toUpperCase());
    expect(mail.subject).toBe(`Sign in to Acme Shop: Your code is ${otp}`);
    expect(mail.text).toContain(otp);
    expect(mail.html).toContain(otp);
    // Other query parameters of the callback are kept.
    expect(new URL(link).searchParams.get('lang')).toBe('en');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('rejects an untrusted callback with REDIRECT_URL_NOT_WHITELISTED and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await send(email, emu.project, 'https://evil.example.com/cb');
    expectKnownError(res, 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expect(await emu.mailbox(email)).toEqual([]);
  });

  it('answers text 403 when the project has magic links off', async () => {
    const off = await emu.createProject({ config: { magic_link_enabled: false } });
    const res = await send(uniqueEmail(), off);
    expect(res.status).toBe(403);
    expect(res.text).toBe('OTP sign-in is not enabled for this project');
    expect(res.headers.get('x-stack-known-error')).toBeNull();
  });

  it('USER_EMAIL_ALREADY_EXISTS (would work if verified) for an unverified auth e-mail', async () => {
    const user = await signUp(emu, emu.project);
    const res = await send(user.email);
    const body = expectKnownError(res, 'USER_EMAIL_ALREADY_EXISTS', 409);
    expect(body.details).toEqual({ email: user.email, would_work_if_email_was_verified: true });
    expect(body.error).toContain('but the email is not verified');
  });

  it('SIGN_UP_NOT_ENABLED for an unknown e-mail when sign-up is off', async () => {
    const closed = await emu.createProject({ config: { magic_link_enabled: true, sign_up_enabled: false } });
    expectKnownError(await send(uniqueEmail(), closed), 'SIGN_UP_NOT_ENABLED', 400);
  });

  it('SCHEMA_ERROR for a missing callback_url', async () => {
    const res = await call(emu, '/auth/otp/send-sign-in-code', { headers: clientHeaders(emu.project), body: { email: uniqueEmail() } });
    expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(res.json.error).toContain('body.callback_url must be defined');
  });
});

describe('POST /auth/otp/sign-in', () => {
  it('signs up an unknown e-mail: is_new_user true, e-mail verified, otp_auth_enabled', async () => {
    const email = uniqueEmail();
    const { code } = await sendAndRead(email);
    const res = await signIn(code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access_token', 'is_new_user', 'refresh_token', 'user_id']);
    expect(res.json.is_new_user).toBe(true);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': res.json.access_token }) });
    expect(me.json).toMatchObject({ id: res.json.user_id, primary_email: email, primary_email_verified: true, otp_auth_enabled: true, has_password: false });
  });

  it('signs in the existing user (is_new_user false) with the typed OTP + nonce, in any case', async () => {
    const email = uniqueEmail();
    const first = await signIn((await sendAndRead(email)).code);
    const { otp, nonce } = await sendAndRead(email);
    const upper = await signIn(otp + nonce.toUpperCase());
    expect(upper.status).toBe(200);
    expect(upper.json).toMatchObject({ user_id: first.json.user_id, is_new_user: false });
    const { otp: otp2, nonce: nonce2 } = await sendAndRead(email);
    const lower = await signIn((otp2 + nonce2).toLowerCase());
    expect(lower.json).toMatchObject({ user_id: first.json.user_id, is_new_user: false });
  });

  it('adds OTP silently to an existing user with a verified e-mail', async () => {
    const user = await signUp(emu, emu.project);
    await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { primary_email_verified: true } });
    const { code } = await sendAndRead(user.email);
    const res = await signIn(code);
    expect(res.json).toMatchObject({ user_id: user.user_id, is_new_user: false });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': res.json.access_token }) });
    expect(me.json).toMatchObject({ otp_auth_enabled: true, has_password: true });
  });

  it('upgrades an anonymous caller in place', async () => {
    const anon = await call(emu, '/auth/anonymous/sign-up', { headers: clientHeaders(emu.project), body: {} });
    expect(anon.status).toBe(200);
    const { code } = await sendAndRead(uniqueEmail());
    const res = await signIn(code, emu.project, { 'x-stack-access-token': anon.json.access_token, 'x-stack-allow-anonymous-user': 'true' });
    expect(res.json).toMatchObject({ user_id: anon.json.user_id, is_new_user: true });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': res.json.access_token }) });
    expect(me.json.is_anonymous).toBe(false);
  });

  it('a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code instead of tokens', async () => {
    const email = uniqueEmail();
    const first = await signIn((await sendAndRead(email)).code);
    const patch = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': first.json.access_token }),
      body: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') },
    });
    expect(patch.status).toBe(200);
    const res = await signIn((await sendAndRead(email)).code);
    const body = expectKnownError(res, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400);
    expect(body.details.attempt_code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
  });

  it('each code works once; several outstanding codes all stay valid', async () => {
    const email = uniqueEmail();
    const a = await sendAndRead(email);
    const b = await sendAndRead(email);
    expect((await signIn(b.code)).status).toBe(200);
    expect((await signIn(a.code)).status).toBe(200);
    const again = expectKnownError(await signIn(a.code), 'VERIFICATION_CODE_ALREADY_USED', 409);
    expect(again.error).toBe('The verification link has already been used.');
  });

  it('VERIFICATION_CODE_NOT_FOUND for an unknown code or a wrong OTP; SCHEMA_ERROR for a wrong length', async () => {
    expectKnownError(await signIn('0'.repeat(45)), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const { otp, nonce } = await sendAndRead(uniqueEmail());
    const wrongOtp = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expectKnownError(await signIn(wrongOtp + nonce), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const short = await signIn(otp);
    expectKnownError(short, 'SCHEMA_ERROR', 400);
    expect(short.json.error).toContain('body.code must be exactly 45 characters');
  });

  it('wrong OTPs with the right nonce count against the real code: after 20, MAX_ATTEMPTS_REACHED', async () => {
    const { otp, nonce, code } = await sendAndRead(uniqueEmail());
    const wrongOtp = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 20; i++) expectKnownError(await signIn(wrongOtp + nonce), 'VERIFICATION_CODE_NOT_FOUND', 404);
    expectKnownError(await signIn(code), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400);
  });

  it('fewer than 20 attempts still leave the code usable', async () => {
    const { otp, nonce, code } = await sendAndRead(uniqueEmail());
    const wrongOtp = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 19; i++) await signIn(wrongOtp + nonce);
    expect((await signIn(code)).status).toBe(200);
  });

  it('VERIFICATION_CODE_EXPIRED after 7 days (not before)', async () => {
    const early = await sendAndRead(uniqueEmail());
    const late = await sendAndRead(uniqueEmail());
    await clock.advance(7 * DAY_MS - 1000);
    expect((await signIn(early.code)).status).toBe(200);
    await clock.advance(2000);
    expectKnownError(await signIn(late.code), 'VERIFICATION_CODE_EXPIRED', 400);
  });

  it('a code of another project is VERIFICATION_CODE_NOT_FOUND', async () => {
    const other = await emu.createProject({ config: { magic_link_enabled: true } });
    const { code } = await sendAndRead(uniqueEmail(), other);
    expectKnownError(await signIn(code), 'VERIFICATION_CODE_NOT_FOUND', 404);
    expect((await signIn(code, other)).status).toBe(200);
  });
});

describe('POST /auth/otp/sign-in/check-code', () => {
  it('answers {is_code_valid: true} without consuming the code', async () => {
    const { code } = await sendAndRead(uniqueEmail());
    const first = await checkCode(code);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ is_code_valid: true });
    expect((await checkCode(code.toUpperCase())).json).toEqual({ is_code_valid: true });
    expect((await signIn(code)).status).toBe(200);
    expectKnownError(await checkCode(code), 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('VERIFICATION_CODE_NOT_FOUND for an unknown code', async () => {
    expectKnownError(await checkCode('z'.repeat(45)), 'VERIFICATION_CODE_NOT_FOUND', 404);
  });
});
