// PROTOCOL.md §5.6 anonymous sign-up (§3.1 aud/iss, §2.4 allow header, §5.1 upgrade) and
// §5.3 TOTP multi-factor sign-in (§3.3 attempt codes), over real HTTP.
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail } from './helpers';

// TOTP codes depend on time: the emulator and the code generator share this clock.
const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock, project: { config: { create_team_on_sign_up: true } } });

const anonHeaders = (accessToken: string) => clientHeaders(emu.project, { 'x-stack-access-token': accessToken, 'x-stack-allow-anonymous-user': 'true' });

function totpFor(secretBase64: string, atMillis = clock.now()): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: atMillis });
}

/** A password user with TOTP enabled through PATCH /users/me. */
async function userWithTotp() {
  const user = await signUp(emu, emu.project);
  const secretBase64 = randomBytes(20).toString('base64');
  const patch = await call(emu, '/users/me', {
    method: 'PATCH',
    headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
    body: { totp_secret_base64: secretBase64 },
  });
  expect(patch.status).toBe(200);
  expect(patch.json.requires_totp_mfa).toBe(true);
  return { ...user, secretBase64 };
}

async function passwordSignIn(email: string, password: string) {
  return call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password } });
}

async function mfaSignIn(code: string, totp: string) {
  return call(emu, '/auth/mfa/sign-in', { headers: clientHeaders(emu.project), body: { type: 'totp', totp, code } });
}

describe('anonymous sign-up', () => {
  it('answers tokens of an anonymous, restricted user with the :anon audience and issuer', async () => {
    const res = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    expect(res.json.refresh_token).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
    const claims = decodeJwt(res.json.access_token);
    expect(claims.aud).toBe(`${emu.project.id}:anon`);
    expect(claims.iss).toBe(`${emu.url}/api/v1/projects-anonymous-users/${emu.project.id}`);
    expect(claims.sub).toBe(res.json.user_id);
    expect(claims).toMatchObject({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });

    const me = await call(emu, '/users/me', { headers: anonHeaders(res.json.access_token) });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: res.json.user_id, is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
    expect(me.json.selected_team?.display_name).toBe('Personal Team');
  });

  it('works even when sign-up is disabled', async () => {
    const closed = await emu.createProject({ config: { sign_up_enabled: false } });
    const res = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(closed) });
    expect(res.status).toBe(200);
  });

  it('its token is ANONYMOUS_AUTHENTICATION_NOT_ALLOWED without x-stack-allow-anonymous-user: true', async () => {
    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    for (const extra of [{}, { 'x-stack-allow-anonymous-user': 'false' }] as Record<string, string>[]) {
      const res = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': anon.json.access_token, ...extra }) });
      expect(expectKnownError(res, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED', 401).error).toContain('X-Stack-Allow-Anonymous-User');
    }
  });

  it('password sign-up with the anonymous token upgrades the same user', async () => {
    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    const email = uniqueEmail('upgrade');
    const up = await call(emu, '/auth/password/sign-up', { headers: anonHeaders(anon.json.access_token), body: { email, password: 'password-123' } });
    expect(up.status).toBe(200);
    expect(up.json.user_id).toBe(anon.json.user_id);
    const claims = decodeJwt(up.json.access_token);
    expect(claims.aud).toBe(emu.project.id);
    expect(claims.is_anonymous).toBe(false);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': up.json.access_token }) });
    expect(me.json).toMatchObject({ id: anon.json.user_id, is_anonymous: false, primary_email: email, has_password: true });
    expect(me.json.selected_team.display_name).toBe(`${email}'s Team`);
  });

  it('a signed-in non-anonymous caller who signs up gets a separate user', async () => {
    const first = await signUp(emu, emu.project);
    const second = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(emu.project, { 'x-stack-access-token': first.access_token }),
      body: { email: uniqueEmail(), password: 'password-123' },
    });
    expect(second.status).toBe(200);
    expect(second.json.user_id).not.toBe(first.user_id);
  });
});

describe('TOTP multi-factor sign-in', () => {
  it('password sign-in of a user with TOTP is MULTI_FACTOR_AUTHENTICATION_REQUIRED with a 45-char attempt code', async () => {
    const user = await userWithTotp();
    const body = expectKnownError(await passwordSignIn(user.email, user.password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400);
    expect(body.error).toBe('Multi-factor authentication is required for this user.');
    expect(Object.keys(body.details)).toEqual(['attempt_code']);
    expect(body.details.attempt_code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
  });

  it('mfa sign-in with the right TOTP answers the sign-in result with is_new_user; the code is then used', async () => {
    const user = await userWithTotp();
    const attemptCode = expectKnownError(await passwordSignIn(user.email, user.password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code;
    const res = await mfaSignIn(attemptCode.toUpperCase(), totpFor(user.secretBase64));
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access_token', 'is_new_user', 'refresh_token', 'user_id']);
    expect(res.json).toMatchObject({ user_id: user.user_id, is_new_user: false });
    const claims = decodeJwt(res.json.access_token);
    expect(claims).toMatchObject({ sub: user.user_id, requires_totp_mfa: true });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': res.json.access_token }) });
    expect(me.json.id).toBe(user.user_id);

    expectKnownError(await mfaSignIn(attemptCode, totpFor(user.secretBase64)), 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('a wrong TOTP is INVALID_TOTP_CODE and leaves the attempt code usable', async () => {
    const user = await userWithTotp();
    const attemptCode = expectKnownError(await passwordSignIn(user.email, user.password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code;
    const right = totpFor(user.secretBase64);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const bad = expectKnownError(await mfaSignIn(attemptCode, wrong), 'INVALID_TOTP_CODE', 400);
    expect(bad).toEqual({ code: 'INVALID_TOTP_CODE', error: 'The TOTP code is invalid. Please try again.' });
    // A code from ten minutes ago is outside the one-period window.
    expectKnownError(await mfaSignIn(attemptCode, totpFor(user.secretBase64, clock.now() - 600_000)), 'INVALID_TOTP_CODE', 400);
    expect((await mfaSignIn(attemptCode, right)).status).toBe(200);
  });

  it('the attempt code expires after 5 minutes (on the emulator clock)', async () => {
    const user = await userWithTotp();
    const attemptCode = expectKnownError(await passwordSignIn(user.email, user.password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code;
    await clock.advance(5 * 60 * 1000 + 1000);
    expectKnownError(await mfaSignIn(attemptCode, totpFor(user.secretBase64)), 'VERIFICATION_CODE_EXPIRED', 400);
  });

  it('a garbage attempt code is VERIFICATION_CODE_NOT_FOUND; a short one is SCHEMA_ERROR', async () => {
    expectKnownError(await mfaSignIn('a'.repeat(45), '123456'), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const short = expectKnownError(await mfaSignIn('abc', '123456'), 'SCHEMA_ERROR', 400);
    expect(short.error).toContain('body.code must be exactly 45 characters');
  });

  it('after 20 tries the attempt code is VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', async () => {
    const user = await userWithTotp();
    const attemptCode = expectKnownError(await passwordSignIn(user.email, user.password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code;
    const right = totpFor(user.secretBase64);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 20; i++) expectKnownError(await mfaSignIn(attemptCode, wrong), 'INVALID_TOTP_CODE', 400);
    expectKnownError(await mfaSignIn(attemptCode, right), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400);
  });

  it('server-created sessions skip MFA; clearing the secret ends it', async () => {
    const user = await userWithTotp();
    const session = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id } });
    expect(session.status).toBe(200);
    const off = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': session.json.access_token }),
      body: { totp_secret_base64: null },
    });
    expect(off.json.requires_totp_mfa).toBe(false);
    expect((await passwordSignIn(user.email, user.password)).status).toBe(200);
  });

  it('an anonymous user with TOTP must pass MFA when signing up; the attempt says is_new_user', async () => {
    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    const secretBase64 = randomBytes(20).toString('base64');
    await call(emu, '/users/me', { method: 'PATCH', headers: anonHeaders(anon.json.access_token), body: { totp_secret_base64: secretBase64 } });
    const up = await call(emu, '/auth/password/sign-up', { headers: anonHeaders(anon.json.access_token), body: { email: uniqueEmail(), password: 'password-123' } });
    const attemptCode = expectKnownError(up, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code;
    const res = await mfaSignIn(attemptCode, totpFor(secretBase64));
    expect(res.json).toMatchObject({ user_id: anon.json.user_id, is_new_user: true });
  });
});
