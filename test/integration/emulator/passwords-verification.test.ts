// PROTOCOL.md §5.1 password reset/update/set, §5.10 e-mail verification, §3.2 session rules, §3.3 code states.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type Keys } from './helpers';

const clock = new ManualClock();
const emu = useEmulator({ clock, project: { displayName: 'Acme Shop' } });

const CALLBACK = 'http://localhost:3000/handler/password-reset?lang=de';
const VERIFY_CALLBACK = 'http://localhost:3000/handler/email-verification';
const UNTRUSTED = 'https://evil.example.org/reset';
const DAY = 24 * 60 * 60 * 1000;

const post = (path: string, body: unknown, headers: Record<string, string> = {}, keys: Keys = emu.project) =>
  call(emu, path, { headers: clientHeaders(keys, headers), body });
const asUser = (accessToken: string, extra: Record<string, string> = {}) => ({ 'x-stack-access-token': accessToken, ...extra });

/** The link and code of the newest mail to `email` whose subject starts with `subject`. */
async function lastCode(email: string, subject: string): Promise<{ link: string; code: string }> {
  const mails = (await emu.mailbox(email)).filter((m) => m.subject.startsWith(subject));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no "${subject}" mail to ${email}`);
  const link = /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return { link, code: new URL(link).searchParams.get('code')! };
}

async function resetCodeFor(email: string): Promise<string> {
  const res = await post('/auth/password/send-reset-code', { email, callback_url: CALLBACK });
  expect(res.status).toBe(200);
  return (await lastCode(email, 'Reset your password')).code;
}

/** The same last 39 characters (the nonce) with a different 6-character head: a wrong guess that counts. */
const wrongGuess = (code: string, i: number) => `${String(i).padStart(6, 'z')}${code.slice(6)}`;

const refresh = (refreshToken: string) =>
  call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': refreshToken }) });

const signIn = (email: string, password: string) => post('/auth/password/sign-in', { email, password });

describe('POST /auth/password/send-reset-code', () => {
  it('mails a link to callback_url with ?code= (other params kept) and answers the string "maybe"', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/auth/password/send-reset-code', { email: user.email, callback_url: CALLBACK });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: 'maybe, only if user with e-mail exists' });
    const mails = await emu.mailbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your password at Acme Shop']);
    const { link, code } = await lastCode(user.email, 'Reset your password');
    expect(code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
    expect(link).toBe(`http://localhost:3000/handler/password-reset?lang=de&code=${code}`);
  });

  it('answers the same for an unknown e-mail, sends nothing, and does not check its callback', async () => {
    const email = uniqueEmail('nobody');
    const res = await post('/auth/password/send-reset-code', { email, callback_url: UNTRUSTED });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: 'maybe, only if user with e-mail exists' });
    expect(await emu.mailbox(email)).toEqual([]);
  });

  it('REDIRECT_URL_NOT_WHITELISTED for an untrusted callback when the user exists', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/auth/password/send-reset-code', { email: user.email, callback_url: UNTRUSTED });
    expect(expectKnownError(res, 'REDIRECT_URL_NOT_WHITELISTED', 400).error).toBe(
      'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?',
    );
    expect(await emu.mailbox(user.email)).toEqual([]);
  });

  it('PASSWORD_AUTHENTICATION_NOT_ENABLED when the project has no password sign-in', async () => {
    const project = await emu.createProject({ config: { credential_enabled: false } });
    const res = await post('/auth/password/send-reset-code', { email: uniqueEmail(), callback_url: CALLBACK }, {}, project);
    expectKnownError(res, 'PASSWORD_AUTHENTICATION_NOT_ENABLED', 400);
  });

  it('rejects a missing callback_url with SCHEMA_ERROR', async () => {
    const res = await post('/auth/password/send-reset-code', { email: uniqueEmail() });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/password/send-reset-code:\n  - body.callback_url must be defined',
    );
  });
});

describe('POST /auth/password/reset/check-code and /auth/password/reset', () => {
  it('check-code answers is_code_valid without consuming; reset sets the password and ends every session', async () => {
    const user = await signUp(emu, emu.project);
    const second = await signIn(user.email, user.password);
    const code = await resetCodeFor(user.email);

    const check = await post('/auth/password/reset/check-code', { code: code.toUpperCase() });
    expect(check.status).toBe(200);
    expect(check.json).toEqual({ is_code_valid: true });

    const reset = await post('/auth/password/reset', { code, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ success: true });

    expectKnownError(await refresh(user.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    expectKnownError(await refresh(second.json.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    expectKnownError(await signIn(user.email, user.password), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect((await signIn(user.email, 'brand-new-pass')).status).toBe(200);

    expect(expectKnownError(await post('/auth/password/reset', { code, password: 'another-pass-2' }), 'VERIFICATION_CODE_ALREADY_USED', 409).error).toBe(
      'The verification link has already been used.',
    );
    expectKnownError(await post('/auth/password/reset/check-code', { code }), 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('VERIFICATION_CODE_NOT_FOUND 404 for an unknown code; SCHEMA_ERROR for a code that is not 45 characters', async () => {
    const unknown = '0123456789abcdefghjkmnpqrstvwxyz0123456789abc';
    expect(expectKnownError(await post('/auth/password/reset', { code: unknown, password: 'whatever-123' }), 'VERIFICATION_CODE_NOT_FOUND', 404)).toEqual({
      code: 'VERIFICATION_CODE_NOT_FOUND',
      error: 'The verification code does not exist for this project.',
    });
    expectKnownError(await post('/auth/password/reset/check-code', { code: unknown }), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const short = await post('/auth/password/reset/check-code', { code: 'abc' });
    expect(expectKnownError(short, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/password/reset/check-code:\n  - body.code must be exactly 45 characters',
    );
  });

  it('VERIFICATION_CODE_EXPIRED 400 seven days later', async () => {
    const user = await signUp(emu, emu.project);
    const code = await resetCodeFor(user.email);
    await clock.advance(7 * DAY - 1);
    expect((await post('/auth/password/reset/check-code', { code })).status).toBe(200);
    await clock.advance(2);
    expect(expectKnownError(await post('/auth/password/reset/check-code', { code }), 'VERIFICATION_CODE_EXPIRED', 400).error).toBe(
      'The verification code has expired.',
    );
    expectKnownError(await post('/auth/password/reset', { code, password: 'brand-new-pass' }), 'VERIFICATION_CODE_EXPIRED', 400);
  });

  it('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED after 20 wrong tries on the same nonce', async () => {
    const user = await signUp(emu, emu.project);
    const code = await resetCodeFor(user.email);
    for (let i = 0; i < 19; i++) {
      expectKnownError(await post('/auth/password/reset/check-code', { code: wrongGuess(code, i) }), 'VERIFICATION_CODE_NOT_FOUND', 404);
    }
    // The 20th try is still answered: the count is checked as it stood before this try.
    expect((await post('/auth/password/reset/check-code', { code })).status).toBe(200);
    const res = await post('/auth/password/reset', { code, password: 'brand-new-pass' });
    expect(expectKnownError(res, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400).error).toBe(
      'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
    );
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('20 wrong guesses burn the code', async () => {
    const user = await signUp(emu, emu.project);
    const code = await resetCodeFor(user.email);
    for (let i = 0; i < 20; i++) await post('/auth/password/reset/check-code', { code: wrongGuess(code, i) });
    expectKnownError(await post('/auth/password/reset/check-code', { code }), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400);
  });

  it('PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG leave the code usable', async () => {
    const user = await signUp(emu, emu.project);
    const code = await resetCodeFor(user.email);
    expect(expectKnownError(await post('/auth/password/reset', { code, password: 'short' }), 'PASSWORD_TOO_SHORT', 400)).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      details: { min_length: 8 },
      error: 'Password too short. Minimum length is 8.',
    });
    expect(expectKnownError(await post('/auth/password/reset', { code, password: 'x'.repeat(71) }), 'PASSWORD_TOO_LONG', 400).details).toEqual({ maxLength: 70 });
    expect((await post('/auth/password/reset', { code, password: 'long-enough-1' })).status).toBe(200);
  });

  it('codes are typed: an e-mail verification code is VERIFICATION_CODE_NOT_FOUND here, and a reset code there', async () => {
    const user = await signUp(emu, emu.project);
    await post('/contact-channels/send-verification-code', { email: user.email, callback_url: VERIFY_CALLBACK }, asUser(user.access_token));
    const verifyCode = (await lastCode(user.email, 'Verify your email')).code;
    const resetCode = await resetCodeFor(user.email);
    expectKnownError(await post('/auth/password/reset', { code: verifyCode, password: 'brand-new-pass' }), 'VERIFICATION_CODE_NOT_FOUND', 404);
    expectKnownError(await post('/contact-channels/verify', { code: resetCode }), 'VERIFICATION_CODE_NOT_FOUND', 404);
  });

  it('gives a user without a password one', async () => {
    const user = await signUp(emu, emu.project);
    await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { password: null } });
    expectKnownError(await signIn(user.email, user.password), 'EMAIL_PASSWORD_MISMATCH', 400);
    const code = await resetCodeFor(user.email);
    expect((await post('/auth/password/reset', { code, password: 'fresh-password' })).status).toBe(200);
    expect((await signIn(user.email, 'fresh-password')).status).toBe(200);
  });
});

describe('POST /auth/password/update', () => {
  it('changes the password; the session of x-stack-refresh-token survives, every other ends', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signIn(user.email, user.password);
    const res = await post(
      '/auth/password/update',
      { old_password: user.password, new_password: 'updated-pass-1' },
      asUser(user.access_token, { 'x-stack-refresh-token': user.refresh_token }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await refresh(user.refresh_token)).status).toBe(200);
    expectKnownError(await refresh(other.json.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    expectKnownError(await signIn(user.email, user.password), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect((await signIn(user.email, 'updated-pass-1')).status).toBe(200);
  });

  it('without x-stack-refresh-token every session ends, the current one too: its access token is refused', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/auth/password/update', { old_password: user.password, new_password: 'updated-pass-2' }, asUser(user.access_token));
    expect(res.status).toBe(200);
    expectKnownError(await refresh(user.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    // An ended session takes its access tokens with it (session revocation), so the SDK refreshes and is signed out.
    expectKnownError(await call(emu, '/users/me', { headers: clientHeaders(emu.project, asUser(user.access_token)) }), 'ACCESS_TOKEN_EXPIRED', 401);
  });

  it('PASSWORD_CONFIRMATION_MISMATCH for a wrong old password (nothing changes)', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/auth/password/update', { old_password: 'not-the-password', new_password: 'updated-pass-3' }, asUser(user.access_token));
    expect(expectKnownError(res, 'PASSWORD_CONFIRMATION_MISMATCH', 400)).toEqual({ code: 'PASSWORD_CONFIRMATION_MISMATCH', error: 'Passwords do not match.' });
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await refresh(user.refresh_token)).status).toBe(200);
  });

  it('PASSWORD_TOO_SHORT for the new password; SCHEMA_ERROR over 70 characters', async () => {
    const user = await signUp(emu, emu.project);
    expectKnownError(await post('/auth/password/update', { old_password: user.password, new_password: 'short' }, asUser(user.access_token)), 'PASSWORD_TOO_SHORT', 400);
    const long = await post('/auth/password/update', { old_password: user.password, new_password: 'x'.repeat(71) }, asUser(user.access_token));
    expect(expectKnownError(long, 'SCHEMA_ERROR', 400).error).toContain('body.new_password must be at most 70 characters');
  });

  it('USER_DOES_NOT_HAVE_PASSWORD for a user without a password', async () => {
    const user = await signUp(emu, emu.project);
    await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { password: null } });
    const session = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id } });
    const res = await post('/auth/password/update', { old_password: user.password, new_password: 'updated-pass-4' }, asUser(session.json.access_token));
    expect(expectKnownError(res, 'USER_DOES_NOT_HAVE_PASSWORD', 400).error).toBe('This user does not have password authentication enabled.');
  });

  it('needs a signed-in user: SCHEMA_ERROR auth.user must be defined', async () => {
    const res = await post('/auth/password/update', { old_password: 'a-password-1', new_password: 'b-password-2' });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe('Request validation failed on POST /api/v1/auth/password/update:\n  - auth.user must be defined');
  });
});

describe('POST /auth/password/set', () => {
  it('sets a password for a user without one, keeps the sessions; a second set is text 400', async () => {
    const user = await signUp(emu, emu.project);
    await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { password: null } });
    const session = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id } });
    const headers = asUser(session.json.access_token);
    expectKnownError(await post('/auth/password/set', { password: 'short' }, headers), 'PASSWORD_TOO_SHORT', 400);
    const res = await post('/auth/password/set', { password: 'set-password-1' }, headers);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await refresh(session.json.refresh_token)).status).toBe(200);
    expect((await call(emu, '/users/me', { headers: clientHeaders(emu.project, headers) })).json.has_password).toBe(true);
    expect((await signIn(user.email, 'set-password-1')).status).toBe(200);

    const again = await post('/auth/password/set', { password: 'set-password-2' }, headers);
    expect(again.status).toBe(400);
    expect(again.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(again.text).toBe('User already has a password set.');
  });

  it('needs a signed-in user', async () => {
    expectKnownError(await post('/auth/password/set', { password: 'set-password-1' }), 'SCHEMA_ERROR', 400);
  });
});

describe('e-mail verification', () => {
  it('send-verification-code mails a link; verify marks the primary e-mail verified; the code is then used', async () => {
    const user = await signUp(emu, emu.project);
    const headers = asUser(user.access_token);
    const email = user.email.toLowerCase();
    const res = await post('/contact-channels/send-verification-code', { email, callback_url: VERIFY_CALLBACK }, headers);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const mails = await emu.mailbox(email);
    expect(mails.map((m) => m.subject)).toEqual(['Verify your email at Acme Shop']);
    const { link, code } = await lastCode(email, 'Verify your email');
    expect(link).toBe(`${VERIFY_CALLBACK}?code=${code}`);

    expect((await post('/contact-channels/verify/check-code', { code })).json).toEqual({ is_code_valid: true });
    const verify = await post('/contact-channels/verify', { code: code.toUpperCase() });
    expect(verify.status).toBe(200);
    expect(verify.json).toEqual({ success: true });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, headers) });
    expect(me.json.primary_email_verified).toBe(true);

    expectKnownError(await post('/contact-channels/verify', { code }), 'VERIFICATION_CODE_ALREADY_USED', 409);
    expectKnownError(await post('/contact-channels/verify/check-code', { code }), 'VERIFICATION_CODE_ALREADY_USED', 409);
    const again = await post('/contact-channels/send-verification-code', { email, callback_url: VERIFY_CALLBACK }, headers);
    expect(expectKnownError(again, 'EMAIL_ALREADY_VERIFIED', 409).error).toBe('The e-mail is already verified.');
  });

  it('EMAIL_IS_NOT_PRIMARY_EMAIL for another address', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/contact-channels/send-verification-code', { email: 'other@example.com', callback_url: VERIFY_CALLBACK }, asUser(user.access_token));
    expect(expectKnownError(res, 'EMAIL_IS_NOT_PRIMARY_EMAIL', 400)).toEqual({
      code: 'EMAIL_IS_NOT_PRIMARY_EMAIL',
      details: { email: 'other@example.com', primary_email: user.email.toLowerCase() },
      error: `The given e-mail (other@example.com) must equal the user's primary e-mail (${user.email.toLowerCase()}).`,
    });
  });

  it('REDIRECT_URL_NOT_WHITELISTED for an untrusted callback; signed out is SCHEMA_ERROR auth.user', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post('/contact-channels/send-verification-code', { email: user.email, callback_url: UNTRUSTED }, asUser(user.access_token));
    expectKnownError(res, 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expect(await emu.mailbox(user.email)).toEqual([]);
    const signedOut = await post('/contact-channels/send-verification-code', { email: user.email, callback_url: VERIFY_CALLBACK });
    expect(expectKnownError(signedOut, 'SCHEMA_ERROR', 400).error).toContain('auth.user must be defined');
  });

  it('verify: expired code and max attempts follow §3.3', async () => {
    const user = await signUp(emu, emu.project);
    await post('/contact-channels/send-verification-code', { email: user.email, callback_url: VERIFY_CALLBACK }, asUser(user.access_token));
    const { code } = await lastCode(user.email, 'Verify your email');
    for (let i = 0; i < 20; i++) await post('/contact-channels/verify', { code: wrongGuess(code, i) });
    expectKnownError(await post('/contact-channels/verify', { code }), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400);

    const fresh = await signUp(emu, emu.project);
    await post('/contact-channels/send-verification-code', { email: fresh.email, callback_url: VERIFY_CALLBACK }, asUser(fresh.access_token));
    const second = (await lastCode(fresh.email, 'Verify your email')).code;
    await clock.advance(7 * DAY + 1);
    expectKnownError(await post('/contact-channels/verify', { code: second }), 'VERIFICATION_CODE_EXPIRED', 400);
  });

  it('the sign-up verification mail works with verify too', async () => {
    const email = uniqueEmail();
    await post('/auth/password/sign-up', { email, password: 'password-123', verification_callback_url: VERIFY_CALLBACK });
    const { code } = await lastCode(email, 'Verify your email');
    expect((await post('/contact-channels/verify', { code })).status).toBe(200);
  });
});

describe('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', () => {
  const CHANNEL = '00000000-0000-4000-8000-000000000000';

  it('me while signed out is CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const res = await post(`/contact-channels/me/${CHANNEL}/send-verification-code`, { callback_url: VERIFY_CALLBACK });
    expectKnownError(res, 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
  });

  it('a client naming another user gets text 400', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const res = await post(`/contact-channels/${other.user_id}/${CHANNEL}/send-verification-code`, { callback_url: VERIFY_CALLBACK }, asUser(user.access_token));
    expect(res.status).toBe(400);
    expect(res.text).toBe('Can only send verification code for your own user');
  });

  it('an unknown channel is text 404; a server naming an unknown user is USER_ID_DOES_NOT_EXIST', async () => {
    const user = await signUp(emu, emu.project);
    const res = await post(`/contact-channels/me/${CHANNEL}/send-verification-code`, { callback_url: VERIFY_CALLBACK }, asUser(user.access_token));
    expect(res.status).toBe(404);
    expect(res.text).toBe('Contact channel not found');
    const server = await call(emu, `/contact-channels/${CHANNEL}/${CHANNEL}/send-verification-code`, {
      headers: serverHeaders(emu.project),
      body: { callback_url: VERIFY_CALLBACK },
    });
    expect(expectKnownError(server, 'USER_ID_DOES_NOT_EXIST', 400).details).toEqual({ user_id: CHANNEL });
  });
});
