// PROTOCOL.md §5.9 /users/me (client and server views and rules), §5.18 /projects/current.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'Users Test' } });

const CLIENT_FIELDS = [
  'id', 'primary_email', 'primary_email_verified', 'display_name', 'profile_image_url', 'signed_up_at_millis', 'client_metadata',
  'client_read_only_metadata', 'has_password', 'otp_auth_enabled', 'passkey_auth_enabled', 'auth_with_email', 'requires_totp_mfa',
  'oauth_providers', 'selected_team_id', 'selected_team', 'is_anonymous', 'is_restricted', 'restricted_reason', 'restricted_by_admin',
  'restricted_by_admin_reason',
];
const SERVER_EXTRA = ['primary_email_auth_enabled', 'server_metadata', 'last_active_at_millis', 'restricted_by_admin_private_details', 'country_code', 'risk_scores'];

describe('GET /users/me', () => {
  it('gives the client view to clients and the server view to servers', async () => {
    const user = await signUp(emu, emu.project);
    const client = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(client.status).toBe(200);
    expect(Object.keys(client.json).sort()).toEqual([...CLIENT_FIELDS].sort());
    expect(client.json).toMatchObject({
      id: user.user_id,
      primary_email: user.email,
      primary_email_verified: false,
      display_name: null,
      has_password: true,
      otp_auth_enabled: false,
      auth_with_email: true,
      oauth_providers: [],
      selected_team_id: null,
      selected_team: null,
      is_anonymous: false,
      is_restricted: false,
      restricted_reason: null,
      client_metadata: null,
    });
    const server = await call(emu, '/users/me', { headers: serverHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(Object.keys(server.json).sort()).toEqual([...CLIENT_FIELDS, ...SERVER_EXTRA].sort());
    expect(server.json).toMatchObject({ primary_email_auth_enabled: true, server_metadata: null, country_code: null, risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } } });
  });

  it('without a user: CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const res = await call(emu, '/users/me', { headers: clientHeaders(emu.project) });
    expectKnownError(res, 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
  });

  it('creates and selects a personal team when the project says so', async () => {
    const teams = await emu.createProject({ config: { create_team_on_sign_up: true } });
    const user = await signUp(emu, teams);
    const me = await call(emu, '/users/me', { headers: clientHeaders(teams, { 'x-stack-access-token': user.access_token }) });
    expect(me.json.selected_team).toEqual({
      id: me.json.selected_team_id,
      display_name: `${user.email}'s Team`,
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
    });
  });
});

describe('PATCH /users/me', () => {
  it('updates client fields and answers with the updated client view', async () => {
    const user = await signUp(emu, emu.project);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const res = await call(emu, '/users/me', { method: 'PATCH', headers, body: { display_name: 'Ada', client_metadata: { theme: 'dark' } } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ display_name: 'Ada', client_metadata: { theme: 'dark' } });
    expect(res.json.server_metadata).toBeUndefined();
    const cleared = await call(emu, '/users/me', { method: 'PATCH', headers, body: { display_name: '' } });
    expect(cleared.json.display_name).toBeNull();
    expect(cleared.json.client_metadata).toEqual({ theme: 'dark' });
  });

  it('rejects server-only fields from a client with SCHEMA_ERROR', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
      body: { server_metadata: { a: 1 }, primary_email_verified: true },
    });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on PATCH /api/v1/users/me:\n  - body contains unknown properties: server_metadata, primary_email_verified',
    );
  });

  it('lets a server set server fields', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: serverHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
      body: { server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 }, primary_email_verified: true, country_code: 'ch' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 }, primary_email_verified: true, country_code: 'CH' });
  });

  it('holds clients to base64 profile images (text 400 otherwise)', async () => {
    const user = await signUp(emu, emu.project);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const bad = await call(emu, '/users/me', { method: 'PATCH', headers, body: { profile_image_url: 'https://example.com/a.png' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-stack-known-error')).toBeNull();
    expect(bad.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(bad.text).toBe('Invalid profile image URL');
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const ok = await call(emu, '/users/me', { method: 'PATCH', headers, body: { profile_image_url: image } });
    expect(ok.json.profile_image_url).toBe(image);
    const server = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: serverHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
      body: { profile_image_url: 'https://example.com/a.png' },
    });
    expect(server.json.profile_image_url).toBe('https://example.com/a.png');
  });

  it('applies the primary-email rules', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    const headers = serverHeaders(emu.project, { 'x-stack-access-token': a.access_token });
    // A new address becomes an unverified primary and can be used to sign in.
    const newEmail = uniqueEmail('new');
    await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email_verified: true } });
    const changed = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email: newEmail } });
    expect(changed.json).toMatchObject({ primary_email: newEmail, primary_email_verified: false, primary_email_auth_enabled: true });
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: newEmail, password: a.password } });
    expect(signIn.status).toBe(200);
    // The old address, still among the channels, is promoted back with its verified state.
    const back = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email: a.email } });
    expect(back.json).toMatchObject({ primary_email: a.email, primary_email_verified: true });
    // Another user's sign-in address is refused.
    const taken = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email: b.email } });
    expect(expectKnownError(taken, 'USER_EMAIL_ALREADY_EXISTS', 409).details).toEqual({ email: b.email, would_work_if_email_was_verified: false });
    // null demotes the primary.
    const none = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email: null } });
    expect(none.json).toMatchObject({ primary_email: null, primary_email_verified: false, primary_email_auth_enabled: false });
    const verifyWithout = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email_verified: true } });
    expect(verifyWithout.status).toBe(400);
    expect(verifyWithout.text).toBe('primary_email_verified cannot be true without primary_email');
    const authWithout = await call(emu, '/users/me', { method: 'PATCH', headers, body: { primary_email_auth_enabled: true } });
    expect(authWithout.text).toBe('primary_email_auth_enabled cannot be true without primary_email');
  });

  it('setting a password through PATCH revokes all sessions', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: serverHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
      body: { password: 'brand-new-password' },
    });
    expect(res.status).toBe(200);
    const refresh = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': user.refresh_token }) });
    expectKnownError(refresh, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: user.email, password: 'brand-new-password' } });
    expect(signIn.status).toBe(200);
  });

  it('text 400s for OTP and passkey switches that the project or rules do not allow', async () => {
    const user = await signUp(emu, emu.project);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const otp = await call(emu, '/users/me', { method: 'PATCH', headers, body: { otp_auth_enabled: true } });
    expect([otp.status, otp.text]).toEqual([400, 'OTP auth not enabled in the project']);
    const passkey = await call(emu, '/users/me', { method: 'PATCH', headers, body: { passkey_auth_enabled: true } });
    expect([passkey.status, passkey.text]).toEqual([400, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method']);
    const team = await call(emu, '/users/me', { method: 'PATCH', headers, body: { selected_team_id: '00000000-0000-4000-8000-000000000000' } });
    expectKnownError(team, 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
  });
});

describe('DELETE /users/me', () => {
  it('is refused to clients unless client_user_deletion_enabled', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', { method: 'DELETE', headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('Client user deletion is not enabled for this project');
  });

  it('deletes the user and its sessions when enabled', async () => {
    const deletable = await emu.createProject({ config: { client_user_deletion_enabled: true } });
    const user = await signUp(emu, deletable);
    const headers = clientHeaders(deletable, { 'x-stack-access-token': user.access_token });
    const res = await call(emu, '/users/me', { method: 'DELETE', headers });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    // The access token is still a valid JWT, but its user is gone.
    expectKnownError(await call(emu, '/users/me', { headers }), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
    const refresh = await call(emu, '/auth/oauth/token', {
      body: { grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: deletable.id, client_secret: deletable.publishableClientKey },
    });
    expectKnownError(refresh, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(deletable), body: { email: user.email, password: user.password } });
    expectKnownError(signIn, 'EMAIL_PASSWORD_MISMATCH', 400);
  });

  it('server DELETE /users/{id} works regardless of the flag', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, `/users/${user.user_id}`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    expect(res.json).toEqual({ success: true });
    expectKnownError(await call(emu, `/users/${user.user_id}`, { headers: serverHeaders(emu.project) }), 'USER_NOT_FOUND', 404);
  });
});

describe('GET /projects/current', () => {
  it('returns the client view with the §6.1 defaults, the same for every access type', async () => {
    const expected = {
      id: emu.project.id,
      display_name: 'Users Test',
      config: {
        sign_up_enabled: true,
        credential_enabled: true,
        magic_link_enabled: false,
        passkey_enabled: false,
        client_team_creation_enabled: false,
        client_user_deletion_enabled: false,
        allow_user_api_keys: false,
        allow_team_api_keys: false,
        enabled_oauth_providers: [],
        domains: [],
      },
    };
    expect((await call(emu, '/projects/current', { headers: clientHeaders(emu.project) })).json).toEqual(expected);
    expect((await call(emu, '/projects/current', { headers: serverHeaders(emu.project) })).json).toEqual(expected);
  });

  it('shows config overrides and the default demo project enables everything so far', async () => {
    const custom = await emu.createProject({ config: { client_user_deletion_enabled: true, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] } });
    const res = await call(emu, '/projects/current', { headers: clientHeaders(custom) });
    expect(res.json.config.client_user_deletion_enabled).toBe(true);
    expect(res.json.config.domains).toEqual([{ domain: 'https://app.example.com', handler_path: '/handler' }]);
    const demo = await call(emu, '/projects/current', { headers: clientHeaders(emu.defaultProject) });
    expect(demo.json.config).toMatchObject({
      credential_enabled: true,
      sign_up_enabled: true,
      client_user_deletion_enabled: true,
      client_team_creation_enabled: true,
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      magic_link_enabled: true,
      passkey_enabled: true,
    });
  });

  it("POST /emulator/projects creates a project over HTTP with the internal project's admin key (no CORS: local developer only)", async () => {
    const credential = { 'x-stack-super-secret-admin-key': emu.internalProject.superSecretAdminKey };
    const res = await fetch(`${emu.url}/emulator/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credential },
      body: JSON.stringify({ display_name: 'Browser Test', config: { sign_up_enabled: false } }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const keys = (await res.json()) as Record<string, string>;
    expect(Object.keys(keys).sort()).toEqual(['id', 'publishable_client_key', 'secret_server_key', 'super_secret_admin_key']);
    const current = await call(emu, '/projects/current', {
      headers: { 'x-stack-project-id': keys.id!, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': keys.publishable_client_key! },
    });
    expect(current.json).toMatchObject({ display_name: 'Browser Test', config: { sign_up_enabled: false } });
    const bad = await fetch(`${emu.url}/emulator/projects`, { method: 'POST', headers: { 'content-type': 'application/json', ...credential }, body: JSON.stringify({ config: { nope: true } }) });
    expect(bad.status).toBe(400);
  });
});
