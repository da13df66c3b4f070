// PROTOCOL.md §5.1 password sign-up/in, §3.1 tokens + §5.29 JWKS, §5.5 refresh grant, §5.7 sessions.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'Acme Shop' } });

const refreshGrant = (fields: Record<string, string>) =>
  fetch(`${emu.url}/api/v1/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });

describe('sign-up', () => {
  it('answers 200 with access token, refresh token and user id', async () => {
    const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project), body: { email: uniqueEmail(), password: 'password-123' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    expect(res.json.refresh_token).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
    expect(res.json.user_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('stores the email trimmed and lower-cased; a duplicate is USER_EMAIL_ALREADY_EXISTS 409', async () => {
    const email = uniqueEmail('Dup');
    const first = await signUp(emu, emu.project, email);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': first.access_token }) });
    expect(me.json.primary_email).toBe(email.toLowerCase());
    // Another casing of the same address; the error names the stored (lower-cased) form.
    const again = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project), body: { email: email.toUpperCase(), password: 'another-pass-1' } });
    expect(expectKnownError(again, 'USER_EMAIL_ALREADY_EXISTS', 409)).toEqual({
      code: 'USER_EMAIL_ALREADY_EXISTS',
      details: { email: email.toLowerCase(), would_work_if_email_was_verified: false },
      error: `A user with email "${email.toLowerCase()}" already exists.`,
    });
  });

  it('PASSWORD_TOO_SHORT below 8 characters (also for the empty string)', async () => {
    for (const password of ['short', '']) {
      const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project), body: { email: uniqueEmail(), password } });
      expect(expectKnownError(res, 'PASSWORD_TOO_SHORT', 400)).toEqual({
        code: 'PASSWORD_TOO_SHORT',
        details: { min_length: 8 },
        error: 'Password too short. Minimum length is 8.',
      });
    }
  });

  it('SIGN_UP_NOT_ENABLED and PASSWORD_AUTHENTICATION_NOT_ENABLED follow the project config', async () => {
    const closed = await emu.createProject({ config: { sign_up_enabled: false } });
    expectKnownError(await call(emu, '/auth/password/sign-up', { headers: clientHeaders(closed), body: { email: uniqueEmail(), password: 'password-123' } }), 'SIGN_UP_NOT_ENABLED', 400);
    const noPassword = await emu.createProject({ config: { credential_enabled: false } });
    expectKnownError(await call(emu, '/auth/password/sign-in', { headers: clientHeaders(noPassword), body: { email: uniqueEmail(), password: 'password-123' } }), 'PASSWORD_AUTHENTICATION_NOT_ENABLED', 400);
  });

  it('REDIRECT_URL_NOT_WHITELISTED for an untrusted verification callback', async () => {
    const res = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(emu.project),
      body: { email: uniqueEmail(), password: 'password-123', verification_callback_url: 'https://evil.example.org/verify' },
    });
    expectKnownError(res, 'REDIRECT_URL_NOT_WHITELISTED', 400);
    const trusted = await emu.createProject({ config: { allow_localhost: false, domains: [{ domain: 'https://*.example.com', handler_path: '/handler' }] } });
    const ok = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(trusted),
      body: { email: uniqueEmail(), password: 'password-123', verification_callback_url: 'https://app.example.com/handler/email-verification' },
    });
    expect(ok.status).toBe(200);
    const local = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(trusted),
      body: { email: uniqueEmail(), password: 'password-123', verification_callback_url: 'http://localhost:3000/verify' },
    });
    expectKnownError(local, 'REDIRECT_URL_NOT_WHITELISTED', 400);
  });

  it('sends the verification mail to the dev mailbox', async () => {
    const email = uniqueEmail('mail');
    await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(emu.project),
      body: { email, password: 'password-123', verification_callback_url: 'http://localhost:3000/handler/email-verification?after=1&code=old' },
    });
    const mails = await emu.mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Verify your email at Acme Shop');
    expect(mails[0]!.to).toBe(email);
    const link = /http:\/\/localhost:3000\/handler\/email-verification\?[^"\s]+/.exec(mails[0]!.text)![0];
    const url = new URL(link);
    expect(url.searchParams.get('after')).toBe('1');
    expect(url.searchParams.get('code')).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{45}$/);
    expect(mails[0]!.html).toContain(url.searchParams.get('code'));
    const overHttp = await fetch(`${emu.url}/emulator/mailbox/${encodeURIComponent(email)}`);
    // The local developer's tool (no Origin: Node): no CORS, pages of other origins may not read it (issue 29).
    expect(overHttp.headers.get('access-control-allow-origin')).toBeNull();
    const list = await overHttp.json();
    expect(list).toEqual(mails);
    expect(Object.keys(list[0]).sort()).toEqual(['from', 'html', 'id', 'sent_at_millis', 'subject', 'text', 'to']);
  });
});

describe('sign-in and tokens', () => {
  it('signs in with the right password (case-insensitive email) and rejects a wrong one', async () => {
    const user = await signUp(emu, emu.project);
    const ok = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: user.email.toUpperCase(), password: user.password } });
    expect(ok.status).toBe(200);
    expect(ok.json.user_id).toBe(user.user_id);
    expect(ok.json.refresh_token).not.toBe(user.refresh_token);
    const wrong = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: user.email, password: 'wrong-password' } });
    expect(expectKnownError(wrong, 'EMAIL_PASSWORD_MISMATCH', 400)).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' });
    const unknown = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: uniqueEmail(), password: user.password } });
    expectKnownError(unknown, 'EMAIL_PASSWORD_MISMATCH', 400);
  });

  it('issues an ES256 access token that verifies against the JWKS with the claims of §3.1', async () => {
    const user = await signUp(emu, emu.project);
    const header = decodeProtectedHeader(user.access_token);
    expect(header).toEqual({ alg: 'ES256', kid: expect.stringMatching(/^.{12}$/) });
    const jwks = createRemoteJWKSet(new URL(`${emu.url}/api/v1/projects/${emu.project.id}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(user.access_token, jwks, { issuer: `${emu.url}/api/v1/projects/${emu.project.id}`, audience: emu.project.id });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'iss', 'aud', 'sub', 'iat', 'exp', 'project_id', 'branch_id', 'refresh_token_id', 'role', 'name', 'email', 'email_verified',
        'selected_team_id', 'signed_up_at', 'is_anonymous', 'is_restricted', 'restricted_reason', 'requires_totp_mfa',
      ].sort(),
    );
    expect(payload).toMatchObject({
      sub: user.user_id,
      project_id: emu.project.id,
      branch_id: 'main',
      role: 'authenticated',
      name: null,
      email: user.email,
      email_verified: false,
      selected_team_id: null,
      is_anonymous: false,
      is_restricted: false,
      restricted_reason: null,
      requires_totp_mfa: false,
    });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(Number.isInteger(payload.signed_up_at)).toBe(true);
    expect(Math.abs((payload.signed_up_at as number) - payload.iat!)).toBeLessThanOrEqual(1);
  });

  it('publishes 2, 4 or 6 distinct keys with a one-hour public cache', async () => {
    const url = `${emu.url}/api/v1/projects/${emu.project.id}/.well-known/jwks.json`;
    const counts: number[] = [];
    const kids = new Set<string>();
    for (const query of ['', '?include_restricted=true', '?include_anonymous=true']) {
      const res = await fetch(url + query);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const { keys } = (await res.json()) as { keys: Record<string, string>[] };
      counts.push(keys.length);
      for (const key of keys) {
        expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'x', 'y']);
        expect(key).toMatchObject({ kty: 'EC', alg: 'ES256', crv: 'P-256' });
        kids.add(key.kid!);
      }
    }
    expect(counts).toEqual([2, 4, 6]);
    expect(kids.size).toBe(6);
    const other = await emu.createProject();
    const otherKeys = (await (await fetch(`${emu.url}/api/v1/projects/${other.id}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(otherKeys.keys.some((k) => kids.has(k.kid))).toBe(false);
    const missing = await fetch(`${emu.url}/api/v1/projects/nope/.well-known/jwks.json`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Project not found');
  });
});

describe('refresh grant and sign-out', () => {
  it('refreshes with the form-encoded grant and answers exactly §5.5', async () => {
    const user = await signUp(emu, emu.project);
    const res = await refreshGrant({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: emu.project.id, client_secret: emu.project.publishableClientKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('pragma')).toBe('no-cache');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'legacy',
      after_callback_redirect_url: null,
      afterCallbackRedirectUrl: null,
    });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': body.access_token as string }) });
    expect(me.json.id).toBe(user.user_id);
  });

  it('accepts JSON, the sentinel secret, and rejects bad clients and tokens', async () => {
    const user = await signUp(emu, emu.project);
    const json = await call(emu, '/auth/oauth/token', {
      body: { grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: emu.project.id, client_secret: '__stack_public_client__', extra: 'ignored' },
    });
    expect(json.status).toBe(200);
    const badSecret = await refreshGrant({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: emu.project.id, client_secret: 'nope' });
    expect(badSecret.status).toBe(400);
    expect(((await badSecret.json()) as { code: string }).code).toBe('INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    const noSecret = await refreshGrant({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: emu.project.id });
    expect(((await noSecret.json()) as { code: string }).code).toBe('INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    const badToken = await refreshGrant({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(45), client_id: emu.project.id, client_secret: emu.project.publishableClientKey });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const missing = await refreshGrant({ grant_type: 'refresh_token', client_id: emu.project.id, client_secret: emu.project.publishableClientKey });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-stack-known-error')).toBeNull();
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_request');
    const grant = await refreshGrant({ grant_type: 'password', client_id: emu.project.id });
    expect(grant.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    const code = await refreshGrant({ grant_type: 'authorization_code', code: 'abc', code_verifier: 'v', redirect_uri: 'http://localhost/cb', client_id: emu.project.id, client_secret: emu.project.publishableClientKey });
    expect(code.headers.get('x-stack-known-error')).toBe('INVALID_AUTHORIZATION_CODE');
    // A refresh token of another project is unknown there.
    const other = await emu.createProject();
    const cross = await refreshGrant({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: other.id, client_secret: other.publishableClientKey });
    expect(cross.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it('signs out: the session is gone and refresh fails with REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', async () => {
    const user = await signUp(emu, emu.project);
    const out = await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }), body: {} });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ success: true });
    const refresh = await refreshGrant({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: emu.project.id, client_secret: emu.project.publishableClientKey });
    expect(refresh.status).toBe(401);
    expect(((await refresh.json()) as { code: string }).code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const again = await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }), body: {} });
    expectKnownError(again, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    const noToken = await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: clientHeaders(emu.project), body: {} });
    const details = expectKnownError(noToken, 'ACCESS_TOKEN_EXPIRED', 401).details;
    expect(details).toEqual({ expired_at_millis: expect.any(Number), project_id: null, user_id: null, refresh_token_id: null });
  });

  it('POST /auth/sessions/current/refresh needs the refresh-token header', async () => {
    const user = await signUp(emu, emu.project);
    const missing = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project) });
    expect(expectKnownError(missing, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/sessions/current/refresh:\n  - headers.x-stack-refresh-token must be defined',
    );
    const ok = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': user.refresh_token }) });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json)).toEqual(['access_token']);
    const bad = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': 'nope' }) });
    expectKnownError(bad, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
  });

  it('POST /auth/sessions creates a session for a user (server)', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access_token', 'refresh_token']);
    const tooLong = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id, expires_in_millis: 31708800001 } });
    expect(expectKnownError(tooLong, 'SCHEMA_ERROR', 400).error).toContain('body.expires_in_millis must be less than or equal to 31708800000');
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: missing } });
    expect(expectKnownError(unknown, 'USER_ID_DOES_NOT_EXIST', 400).details).toEqual({ user_id: missing });
    const me = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: 'me' } });
    expectKnownError(me, 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
  });
});
