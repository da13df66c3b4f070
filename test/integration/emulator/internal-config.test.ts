// The config tree and its overrides over HTTP (PROTOCOL.md §5.27, §6.2): dot-notation keys, null
// deletes, level precedence, the mapping onto the stored project settings, and every documented error.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, expectKnownError, serverHeaders, type Keys } from './helpers';

const emu = useEmulator();

async function freshProject(): Promise<Keys> {
  return emu.createProject();
}
const tree = async (p: Keys) => JSON.parse((await call(emu, '/internal/config', { headers: adminHeaders(p) })).json.config_string);
const level = async (p: Keys, l: string) => JSON.parse((await call(emu, `/internal/config/override/${l}`, { headers: adminHeaders(p) })).json.config_string);
const patch = (p: Keys, l: string, override: unknown, headers = adminHeaders(p)) =>
  call(emu, `/internal/config/override/${l}`, { method: 'PATCH', headers, body: { config_override_string: JSON.stringify(override) } });
const adminView = async (p: Keys) => (await call(emu, '/internal/projects/current', { headers: adminHeaders(p) })).json;

describe('GET /internal/config', () => {
  it('renders the full tree with schema defaults and the project settings', async () => {
    const p = await freshProject();
    const t = await tree(p);
    expect(t.sourceOfTruth).toEqual({ type: 'hosted' });
    expect(t.project).toEqual({ requirePublishableClientKey: false });
    expect(t.auth).toEqual({
      allowSignUp: true,
      password: { allowSignIn: true },
      otp: { allowSignIn: false },
      passkey: { allowSignIn: false },
      oauth: { accountMergeStrategy: 'link_method', providers: {} },
      signUpRules: {},
      signUpRulesDefaultAction: 'allow',
    });
    expect(t.domains).toEqual({ allowLocalhost: true, trustedDomains: {} });
    expect(t.rbac.defaultPermissions).toEqual({ teamCreator: { team_admin: true }, teamMember: { team_member: true }, signUp: {} });
    expect(t.rbac.permissions.team_member).toEqual({ description: 'Default permission for team members', scope: 'team', containedPermissionIds: { $invite_members: true, $read_members: true } });
    expect(t.emails.server).toEqual({ isShared: true, provider: 'smtp' });
    expect(t.emails.selectedThemeId).toBe('1df07ae6-abf3-4a40-83a5-a1a2cbe336ac');
    expect(Object.keys(t.emails.themes)).toHaveLength(3);
    expect(t.payments).toMatchObject({ blockNewPurchases: false, testMode: true });
    expect(t.apiKeys).toEqual({ enabled: { user: false, team: false } });
  });
});

describe('PATCH /internal/config/override/{level}', () => {
  it('merges dot-notation keys into the level and changes the project settings they map to', async () => {
    const p = await freshProject();
    const res = await patch(p, 'environment', {
      'auth.otp.allowSignIn': true,
      'teams.allowClientTeamCreation': true,
      'domains.trustedDomains.main': { baseUrl: 'https://shop.example.com' },
      'auth.oauth.providers.gh': { type: 'github', isShared: false, allowSignIn: true, clientId: 'id', clientSecret: 'secret' },
    });
    expect([res.status, res.json]).toEqual([200, { success: true }]);
    const view = await adminView(p);
    expect(view.config).toMatchObject({
      magic_link_enabled: true,
      client_team_creation_enabled: true,
      domains: [{ domain: 'https://shop.example.com', handler_path: '/handler' }],
      oauth_providers: [{ provider_config_id: 'gh', id: 'github', type: 'standard', client_id: 'id', client_secret: 'secret' }],
    });
    const t = await tree(p);
    expect(t.domains.trustedDomains).toEqual({ main: { baseUrl: 'https://shop.example.com', handlerPath: '/handler' } });
    expect(t.auth.oauth.providers.gh).toMatchObject({ type: 'github', isShared: false, allowSignIn: true, allowConnectedAccounts: true });
    expect(await level(p, 'environment')).toMatchObject({ 'auth.otp.allowSignIn': true, 'domains.trustedDomains.main': { baseUrl: 'https://shop.example.com' } });

    // A nested key under a stored one changes it in place; null removes a key (it falls back to its default).
    await patch(p, 'environment', { 'domains.trustedDomains.main.handlerPath': '/auth', 'auth.otp.allowSignIn': null });
    expect(await level(p, 'environment')).toMatchObject({ 'domains.trustedDomains.main': { baseUrl: 'https://shop.example.com', handlerPath: '/auth' } });
    expect(await level(p, 'environment')).not.toHaveProperty(['auth.otp.allowSignIn']);
    expect((await adminView(p)).config).toMatchObject({ magic_link_enabled: false, domains: [{ domain: 'https://shop.example.com', handler_path: '/auth' }] });
  });

  it('keys outside the legacy settings live in the levels; environment wins over branch, branch over project', async () => {
    const p = await freshProject();
    await patch(p, 'branch', { 'auth.signUpRulesDefaultAction': 'reject', 'apps.installed.teams.enabled': true, 'auth.passkey.allowSignIn': true });
    await patch(p, 'environment', { 'auth.signUpRulesDefaultAction': 'log' });
    let t = await tree(p);
    expect([t.auth.signUpRulesDefaultAction, t.apps.installed.teams, t.auth.passkey.allowSignIn]).toEqual(['log', { enabled: true }, true]);
    // A later branch write does not beat the environment's value.
    await patch(p, 'branch', { 'auth.signUpRulesDefaultAction': 'restrict' });
    t = await tree(p);
    expect(t.auth.signUpRulesDefaultAction).toBe('log');
    await patch(p, 'environment', { 'auth.signUpRulesDefaultAction': null });
    expect((await tree(p)).auth.signUpRulesDefaultAction).toBe('restrict');
    // The project level holds project.requirePublishableClientKey, which the key check then follows.
    await patch(p, 'project', { 'project.requirePublishableClientKey': true });
    expectKnownError(await call(emu, '/projects/current', { headers: { 'x-stack-project-id': p.id, 'x-stack-access-type': 'client' } }), 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 401);
  });

  it('answers text 400 for invalid JSON, unknown keys, wrong types and keys of another level', async () => {
    const p = await freshProject();
    for (const raw of ['{not json', '[1,2]', '"text"']) {
      const res = await call(emu, '/internal/config/override/environment', { method: 'PATCH', headers: adminHeaders(p), body: { config_override_string: raw } });
      expect([res.status, res.text]).toEqual([400, 'Invalid config JSON']);
    }
    const unknown = await patch(p, 'environment', { nonExistentField: 1 });
    expect([unknown.status, unknown.text]).toEqual([400, 'The key "nonExistentField" is not valid (nested object not found in schema: "nonExistentField").']);
    const nested = await patch(p, 'environment', { 'auth.password.allowSignIn.deeper': true });
    expect(nested.text).toBe('The key "auth.password.allowSignIn.deeper" is not valid (nested object not found in schema: "auth.password.allowSignIn.deeper").');
    const badProvider = await patch(p, 'environment', { 'auth.oauth.providers.invalid': { type: 'myspace' } });
    expect(badProvider.text).toMatch(/^auth\.oauth\.providers\.invalid\.type must be one of the following values: google, github, /);
    expect((await patch(p, 'environment', { 'domains.allowLocalhost': 'yes' })).text).toBe('domains.allowLocalhost must be a boolean');
    expect((await patch(p, 'branch', { 'domains.allowLocalhost': false })).text).toContain('cannot be set in the branch config override');
    expect((await patch(p, 'environment', { 'project.requirePublishableClientKey': true })).text).toContain('cannot be set in the environment config override');
    const incomplete = await patch(p, 'environment', { 'emails.server.isShared': false });
    expect([incomplete.status, incomplete.text]).toEqual([400, 'emails.server needs host, port, username, password, senderName and senderEmail when isShared is false']);
    // Nothing of the refused writes stuck.
    expect(await level(p, 'environment')).toEqual({});
    expect((await adminView(p)).config.email_config).toEqual({ type: 'shared' });
  });

  it('rejects an unknown level (SCHEMA_ERROR), bad bodies (SCHEMA_ERROR), and server access outside the branch level (text 403)', async () => {
    const p = await freshProject();
    expect(expectKnownError(await patch(p, 'galaxy', {}), 'SCHEMA_ERROR', 400).error).toContain('params.level must be one of the following values: project, branch, environment');
    const bad = await call(emu, '/internal/config/override/branch', { method: 'PATCH', headers: adminHeaders(p), body: { config_override_string: { a: 1 } } });
    expect(expectKnownError(bad, 'SCHEMA_ERROR', 400).error).toContain('body.config_override_string must be a string');
    const forbidden = await patch(p, 'environment', { 'auth.allowSignUp': false }, serverHeaders(p));
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Server access can only manage branch config overrides.']);
    expect((await patch(p, 'branch', { 'auth.allowSignUp': false }, serverHeaders(p))).status).toBe(200);
    expect((await adminView(p)).config.sign_up_enabled).toBe(false);
    expectKnownError(await call(emu, '/internal/config', { headers: serverHeaders(p) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('PUT, reset-keys and the pushed-config source', () => {
  it('PUT replaces a level (source required for branch); reset-keys removes keys and their descendants', async () => {
    const p = await freshProject();
    const put = (l: string, body: unknown) => call(emu, `/internal/config/override/${l}`, { method: 'PUT', headers: adminHeaders(p), body });
    const noSource = await put('branch', { config_string: '{}' });
    expect([noSource.status, noSource.text]).toEqual([400, 'source is required for branch level config']);
    const source = { type: 'pushed-from-github', owner: 'acme', repo: 'app', branch: 'main', commit_hash: 'abc123', config_file_path: 'stack.config.ts' };
    expect((await put('branch', { config_string: JSON.stringify({ 'auth.passkey.allowSignIn': true, 'apps.installed.rbac.enabled': true }), source })).status).toBe(200);
    expect((await call(emu, '/internal/config/source', { headers: adminHeaders(p) })).json).toEqual({ source });
    expect((await adminView(p)).config.passkey_enabled).toBe(true);

    // A replacement without the key sets it back to its default.
    expect((await put('branch', { config_string: JSON.stringify({ 'apps.installed.rbac.enabled': true }), source })).status).toBe(200);
    expect(await level(p, 'branch')).toEqual({ 'apps.installed.rbac.enabled': true });
    expect((await adminView(p)).config.passkey_enabled).toBe(false);

    await patch(p, 'environment', { 'auth.oauth.providers.google': { type: 'google', allowSignIn: true }, 'teams.allowClientTeamCreation': true });
    const reset = await call(emu, '/internal/config/override/environment/reset-keys', { headers: adminHeaders(p), body: { keys: ['auth.oauth'] } });
    expect(reset.status, reset.text).toBe(200);
    expect(await level(p, 'environment')).toEqual({ 'teams.allowClientTeamCreation': true });
    expect((await adminView(p)).config.oauth_providers).toEqual([]);
    expect(expectKnownError(await call(emu, '/internal/config/override/project/reset-keys', { headers: adminHeaders(p), body: { keys: [] } }), 'SCHEMA_ERROR', 400).error).toContain(
      'params.level must be one of the following values: branch, environment',
    );

    const unlinked = await call(emu, '/internal/config/source', { method: 'DELETE', headers: adminHeaders(p) });
    expect(unlinked.json).toEqual({ success: true });
    expect((await call(emu, '/internal/config/source', { headers: adminHeaders(p) })).json).toEqual({ source: { type: 'unlinked' } });
  });

  it('a new project reads unlinked, with empty overrides', async () => {
    const p = await freshProject();
    expect((await call(emu, '/internal/config/source', { headers: adminHeaders(p) })).json).toEqual({ source: { type: 'unlinked' } });
    for (const l of ['project', 'branch', 'environment']) expect(await level(p, l)).toEqual({});
  });
});
