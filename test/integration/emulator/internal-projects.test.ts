// Project management over HTTP (PROTOCOL.md §5.19, §6.1): listing and creating on the internal project,
// the admin view, every config write field and its validation, production mode, deletion.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, ownerAdminHeaders, signUpInternalOwner } from '../../support/internal-project';
import { adminHeaders, call, clientHeaders, expectKnownError, signUp } from './helpers';

const emu = useEmulator();
const internalClient = (accessToken?: string) => clientHeaders(emu.internalProject, accessToken === undefined ? {} : { 'x-stack-access-token': accessToken });

describe('GET/POST /internal/projects', () => {
  it('creates a project with the §6.1 defaults and lists it for its owner only', async () => {
    const owner = await signUpInternalOwner(emu);
    const stranger = await signUpInternalOwner(emu, 'stranger');
    const created = await call(emu, '/internal/projects', { headers: internalClient(owner.accessToken), body: { display_name: 'Shop', owner_team_id: owner.teamId } });
    expect(created.status, created.text).toBe(201);
    expect(created.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.json).toMatchObject({
      display_name: 'Shop',
      description: '',
      is_production_mode: false,
      onboarding_status: 'completed',
      owner_team_id: owner.teamId,
      logo_url: null,
      logo_full_url: null,
      logo_dark_mode_url: null,
      logo_full_dark_mode_url: null,
    });
    expect(created.json.config).toEqual({
      allow_localhost: true,
      sign_up_enabled: true,
      credential_enabled: true,
      magic_link_enabled: false,
      passkey_enabled: false,
      client_team_creation_enabled: false,
      client_user_deletion_enabled: false,
      allow_user_api_keys: false,
      allow_team_api_keys: false,
      create_team_on_sign_up: false,
      oauth_account_merge_strategy: 'link_method',
      oauth_providers: [],
      enabled_oauth_providers: [],
      domains: [],
      email_config: { type: 'shared' },
      email_theme: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac',
      team_creator_default_permissions: [{ id: 'team_admin' }],
      team_member_default_permissions: [{ id: 'team_member' }],
      user_default_permissions: [],
    });

    const mine = await call(emu, '/internal/projects', { headers: internalClient(owner.accessToken) });
    expect(mine.json).toEqual({ items: [created.json], is_paginated: false });
    const theirs = await call(emu, '/internal/projects', { headers: internalClient(stranger.accessToken) });
    expect(theirs.json).toEqual({ items: [], is_paginated: false });

    // The two default team permission definitions exist, and the project works keyless for clients.
    const defs = await call(emu, '/team-permission-definitions', { headers: ownerAdminHeaders(created.json.id, owner.accessToken) });
    expect(defs.json.items.filter((d: { id: string }) => !d.id.startsWith('$'))).toEqual([
      { id: 'team_admin', description: 'Default permission for team admins', contained_permission_ids: ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'] },
      { id: 'team_member', description: 'Default permission for team members', contained_permission_ids: ['$invite_members', '$read_members'] },
    ]);
    const keys = await call(emu, '/internal/api-keys', { headers: ownerAdminHeaders(created.json.id, owner.accessToken) });
    expect(keys.json.items).toEqual([]);
    const current = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': created.json.id, 'x-stack-access-type': 'client' } });
    expect(current.json.display_name).toBe('Shop');
  });

  it('takes the optional fields and config write fields at creation', async () => {
    const owner = await signUpInternalOwner(emu);
    const created = await call(emu, '/internal/projects', {
      headers: internalClient(owner.accessToken),
      body: {
        display_name: 'Full',
        owner_team_id: owner.teamId,
        description: null,
        logo_url: 'https://cdn.example.com/logo.png',
        onboarding_status: 'auth_setup',
        is_development_environment: true,
        config: { allow_localhost: false, magic_link_enabled: true, domains: [{ domain: 'https://full.example.com', handler_path: '/auth' }] },
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ description: '', logo_url: 'https://cdn.example.com/logo.png', onboarding_status: 'auth_setup' });
    // Stored, but shown only to 2.8.108+ clients (projects-dialect.test.ts).
    expect(created.json).not.toHaveProperty('is_development_environment');
    expect(created.json.config).toMatchObject({ allow_localhost: false, magic_link_enabled: true, domains: [{ domain: 'https://full.example.com', handler_path: '/auth' }] });
  });

  it('answers EXPECTED_INTERNAL_PROJECT elsewhere, USER_AUTHENTICATION_REQUIRED without a user, TEAM_MEMBERSHIP_NOT_FOUND for another team', async () => {
    const owner = await signUpInternalOwner(emu);
    const other = await signUpInternalOwner(emu, 'other');
    const onProject = await signUp(emu, emu.project);
    expectKnownError(
      await call(emu, '/internal/projects', { headers: clientHeaders(emu.project, { 'x-stack-access-token': onProject.access_token }) }),
      'EXPECTED_INTERNAL_PROJECT',
      401,
    );
    expectKnownError(await call(emu, '/internal/projects', { headers: adminHeaders(emu.project), body: { display_name: 'x', owner_team_id: owner.teamId } }), 'EXPECTED_INTERNAL_PROJECT', 401);
    expectKnownError(await call(emu, '/internal/projects', { headers: internalClient() }), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await call(emu, '/internal/projects', { headers: internalClient(), body: { display_name: 'x', owner_team_id: owner.teamId } }), 'USER_AUTHENTICATION_REQUIRED', 401);
    const foreign = await call(emu, '/internal/projects', { headers: internalClient(owner.accessToken), body: { display_name: 'x', owner_team_id: other.teamId } });
    expect(expectKnownError(foreign, 'TEAM_MEMBERSHIP_NOT_FOUND', 404).details).toEqual({ team_id: other.teamId, user_id: owner.userId });
    expect((await call(emu, '/internal/projects', { headers: internalClient(other.accessToken) })).json.items).toEqual([]);
  });

  it('rejects bad bodies with SCHEMA_ERROR', async () => {
    const owner = await signUpInternalOwner(emu);
    const post = (body: unknown) => call(emu, '/internal/projects', { headers: internalClient(owner.accessToken), body });
    const missing = expectKnownError(await post({}), 'SCHEMA_ERROR', 400);
    expect(missing.error).toContain('body.display_name must be defined');
    expect(missing.error).toContain('body.owner_team_id must be defined');
    expect(expectKnownError(await post({ display_name: 'x', owner_team_id: 'nope' }), 'SCHEMA_ERROR', 400).error).toContain('body.owner_team_id must be a valid UUID');
    expect(expectKnownError(await post({ display_name: 'x', owner_team_id: owner.teamId, colour: 'red' }), 'SCHEMA_ERROR', 400).error).toContain('body contains unknown properties: colour');
    expect(expectKnownError(await post({ display_name: 'x', owner_team_id: owner.teamId, onboarding_status: 'later' }), 'SCHEMA_ERROR', 400).error).toContain(
      'body.onboarding_status must be one of the following values',
    );
    expectKnownError(await call(emu, '/internal/projects?x=1', { headers: internalClient(owner.accessToken) }), 'SCHEMA_ERROR', 400);
  });
});

describe('GET/PATCH/DELETE /internal/projects/current', () => {
  it('reads the admin view with the admin key; client and server access get INSUFFICIENT_ACCESS_TYPE', async () => {
    const res = await call(emu, '/internal/projects/current', { headers: adminHeaders(emu.project) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: emu.project.id, display_name: 'Test Project', owner_team_id: null, is_production_mode: false });
    const insufficient = expectKnownError(await call(emu, '/internal/projects/current', { headers: clientHeaders(emu.project) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
    expect(insufficient.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['admin'] });
  });

  it('changes every config write field; lists replace, require_email_verification is write-only', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const headers = ownerAdminHeaders(id, owner.accessToken);
    const config = {
      sign_up_enabled: false,
      credential_enabled: false,
      magic_link_enabled: true,
      passkey_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: true,
      allow_localhost: false,
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      create_team_on_sign_up: true,
      oauth_account_merge_strategy: 'raise_error',
      require_email_verification: true,
      email_theme: 'a0172b5d-cff0-463b-83bb-85124697373a',
      email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'mailer', password: 'pw', sender_name: 'Shop', sender_email: 'noreply@example.com' },
      domains: [
        { domain: 'https://b.example.com', handler_path: '/handler' },
        { domain: 'https://*.a.example.com', handler_path: '/auth' },
      ],
      oauth_providers: [
        { id: 'github', type: 'standard', client_id: 'gh-id', client_secret: 'gh-secret' },
        { id: 'google', type: 'shared' },
      ],
      team_creator_default_permissions: [{ id: 'team_member' }],
      team_member_default_permissions: [],
      user_default_permissions: [],
    };
    const res = await call(emu, '/internal/projects/current', {
      method: 'PATCH',
      headers,
      body: { display_name: 'Renamed', description: 'About', logo_full_dark_mode_url: 'https://cdn.example.com/d.png', onboarding_status: 'welcome', config },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ display_name: 'Renamed', description: 'About', logo_full_dark_mode_url: 'https://cdn.example.com/d.png', onboarding_status: 'welcome' });
    const { require_email_verification: _hidden, ...echoed } = config;
    expect(res.json.config).toEqual({
      ...echoed,
      domains: [
        { domain: 'https://*.a.example.com', handler_path: '/auth' },
        { domain: 'https://b.example.com', handler_path: '/handler' },
      ],
      oauth_providers: [
        { provider_config_id: 'github', id: 'github', type: 'standard', client_id: 'gh-id', client_secret: 'gh-secret' },
        { provider_config_id: 'google', id: 'google', type: 'shared' },
      ],
      enabled_oauth_providers: [{ id: 'github' }, { id: 'google' }],
    });
    expect((await call(emu, '/internal/projects/current', { headers })).json).toEqual(res.json);

    // The write-only flag reached the config tree; the domain list is replaced, not merged.
    const tree = JSON.parse((await call(emu, '/internal/config', { headers })).json.config_string);
    expect(tree.onboarding.requireEmailVerification).toBe(true);
    const replaced = await call(emu, '/internal/projects/current', { method: 'PATCH', headers, body: { config: { domains: [{ domain: 'http://c.example.com', handler_path: '/h' }] } } });
    expect(replaced.json.config.domains).toEqual([{ domain: 'http://c.example.com', handler_path: '/h' }]);
    // The client view follows.
    const client = await call(emu, '/projects/current', { headers: { 'x-hexclave-project-id': id, 'x-hexclave-access-type': 'client' } });
    expect(client.json.config).toMatchObject({ sign_up_enabled: false, allow_localhost: false, domains: [{ domain: 'http://c.example.com', handler_path: '/h' }] });
  });

  it('refuses an unknown theme, non-http domains, incomplete e-mail servers and keyless standard providers, changing nothing', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const headers = ownerAdminHeaders(id, owner.accessToken);
    const patch = (body: unknown) => call(emu, '/internal/projects/current', { method: 'PATCH', headers, body });

    const theme = await patch({ display_name: 'Never', config: { email_theme: '00000000-0000-4000-8000-000000000000' } });
    expect([theme.status, theme.text, theme.headers.get('content-type')]).toEqual([400, 'Invalid email theme', 'text/plain; charset=utf-8']);
    // Any string is a theme id to the schema; one that names no theme is the same text 400.
    const notUuid = await patch({ config: { email_theme: 'some-invalid-theme' } });
    expect([notUuid.status, notUuid.text]).toEqual([400, 'Invalid email theme']);
    expect(expectKnownError(await patch({ config: { domains: [{ domain: 'ftp://files.example.com', handler_path: '/handler' }] } }), 'SCHEMA_ERROR', 400).error).toContain(
      'URL must start with http:// or https://',
    );
    expect(expectKnownError(await patch({ config: { domains: [{ domain: 'https://a.example.com', handler_path: 'handler' }] } }), 'SCHEMA_ERROR', 400).error).toContain(
      'body.config.domains[0].handler_path must start with /',
    );
    const smtp = expectKnownError(await patch({ config: { email_config: { type: 'standard', host: '', port: 25 } } }), 'SCHEMA_ERROR', 400).error;
    expect(smtp).toContain('body.config.email_config.host must not be empty');
    expect(smtp).toContain('body.config.email_config.username must be defined');
    // The sender is checked as the server checks e-mail fields (HTML's shape): a digit-ended domain passes.
    const server = { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'S' };
    expect((await patch({ config: { email_config: { ...server, sender_email: 'test@email.com2' } } })).status).toBe(200);
    expect(expectKnownError(await patch({ config: { email_config: { ...server, sender_email: 'not an email' } } }), 'SCHEMA_ERROR', 400).error).toContain(
      'body.config.email_config.sender_email must be a valid email',
    );
    await patch({ config: { email_config: { type: 'shared' } } });
    expect(expectKnownError(await patch({ config: { email_config: { type: 'custom' } } }), 'SCHEMA_ERROR', 400).error).toContain(
      'body.config.email_config.type must be one of the following values: shared, standard',
    );
    // A standard provider's id and secret: "must be defined" when left out, "must not be empty" when "".
    expect(expectKnownError(await patch({ config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'x' }] } }), 'SCHEMA_ERROR', 400).error).toMatch(
      /\n {2}- body\.config\.oauth_providers\[0\]\.client_secret must be defined$/,
    );
    expect(expectKnownError(await patch({ config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: '', client_secret: '' }] } }), 'SCHEMA_ERROR', 400).error).toMatch(
      /\n {2}- body\.config\.oauth_providers\[0\]\.client_id must not be empty\n {2}- body\.config\.oauth_providers\[0\]\.client_secret must not be empty$/,
    );
    expect(expectKnownError(await patch({ config: { oauth_providers: [{ id: 'myspace', type: 'shared' }] } }), 'SCHEMA_ERROR', 400).error).toContain(
      'body.config.oauth_providers[0].id must be one of the following values',
    );
    expect(expectKnownError(await patch({ config: { sign_up_enabled: 'yes' } }), 'SCHEMA_ERROR', 400).error).toContain('body.config.sign_up_enabled must be a boolean');
    expect(expectKnownError(await patch({ owner_team_id: owner.teamId }), 'SCHEMA_ERROR', 400).error).toContain('body contains unknown properties: owner_team_id');

    const after = await call(emu, '/internal/projects/current', { headers });
    expect(after.json.display_name).toBe('Owned project');
    expect(after.json.config.domains).toEqual([]);
  });

  it('takes production mode whatever the trusted domains: the production-mode rules are the SDK\'s and the console\'s, as with the real API', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner, { config: { domains: [{ domain: 'http://shop.example.com', handler_path: '/handler' }] } });
    const headers = ownerAdminHeaders(id, owner.accessToken);
    const patch = (body: unknown) => call(emu, '/internal/projects/current', { method: 'PATCH', headers, body });

    // allow_localhost stays on and the domain is plain http: the API still answers 200.
    const on = await patch({ display_name: 'Prod', is_production_mode: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json).toMatchObject({ display_name: 'Prod', is_production_mode: true, config: { allow_localhost: true } });
    const ip = await patch({ config: { domains: [{ domain: 'https://192.168.0.10', handler_path: '/handler' }] } });
    expect(ip.status, ip.text).toBe(200);
    const create = await call(emu, '/internal/projects', { headers: internalClient(owner.accessToken), body: { display_name: 'Prod', owner_team_id: owner.teamId, is_production_mode: true } });
    expect(create.status, create.text).toBe(201);
    expect(create.json.is_production_mode).toBe(true);
  });

  it('deletes the project and everything in it; its keys and tokens stop working', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const headers = ownerAdminHeaders(id, owner.accessToken);
    const key = await call(emu, '/internal/api-keys', { headers, body: { description: 'k', expires_at_millis: Date.UTC(2099, 0, 1), has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false } });
    const user = await call(emu, '/auth/password/sign-up', { headers: { 'x-stack-project-id': id, 'x-stack-access-type': 'client' }, body: { email: 'gone@example.com', password: 'correct-horse-1' } });
    expect(user.status).toBe(200);

    const deleted = await call(emu, '/internal/projects/current', { method: 'DELETE', headers });
    expect([deleted.status, deleted.json]).toEqual([200, { success: true }]);
    expectKnownError(await call(emu, '/internal/projects/current', { headers }), 'CURRENT_PROJECT_NOT_FOUND', 400);
    expectKnownError(
      await call(emu, '/users/me', { headers: { 'x-stack-project-id': id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': key.json.secret_server_key } }),
      'CURRENT_PROJECT_NOT_FOUND',
      400,
    );
    expect((await call(emu, '/internal/projects', { headers: internalClient(owner.accessToken) })).json.items).toEqual([]);
  });
});
