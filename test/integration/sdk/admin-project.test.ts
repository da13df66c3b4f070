// StackAdminApp.getProject() and the AdminProject it returns (PROTOCOL.md §4.10, §5.19, §5.27) against
// the emulator: the admin view, update (with the production-mode trusted-domain check before sending),
// delete, and the config tree methods; plus the documented errors.
import { describe, expect, it } from 'vitest';
import { StackHttpError } from '../../../src/core/http/errors';
import { TrustedDomainsError } from '../../../src/core/apps/admin/projects';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { adminRecordingFetch, makeAdminApp } from './admin-helpers';

const emu = useEmulator();

async function adminOnFreshProject(displayName = 'Admin SDK') {
  const project = await emu.createProject({ displayName });
  const rec = adminRecordingFetch();
  return { project, rec, app: makeAdminApp(emu, project, { fetch: rec.fetch }) };
}

describe('getProject', () => {
  it('reads the admin view with the admin key, camelCase, trusted domains with handlerPath', async () => {
    const { project, rec, app } = await adminOnFreshProject('Read me');
    const read = await app.getProject();
    expect(rec.admin.map((r) => [r.method, r.path, r.adminKey])).toEqual([['GET', '/internal/projects/current', project.superSecretAdminKey]]);
    expect(read).toMatchObject({
      id: project.id,
      displayName: 'Read me',
      description: '',
      isProductionMode: false,
      isDevelopmentEnvironment: false,
      ownerTeamId: null,
      onboardingStatus: 'completed',
      logoUrl: null,
    });
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(read.config).toEqual({
      signUpEnabled: true,
      credentialEnabled: true,
      magicLinkEnabled: false,
      passkeyEnabled: false,
      clientTeamCreationEnabled: false,
      clientUserDeletionEnabled: false,
      allowLocalhost: true,
      allowUserApiKeys: false,
      allowTeamApiKeys: false,
      createTeamOnSignUp: false,
      oauthAccountMergeStrategy: 'link_method',
      oauthProviders: [],
      emailConfig: { type: 'shared' },
      emailTheme: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac',
      domains: [],
      teamCreatorDefaultPermissions: [{ id: 'team_admin' }],
      teamMemberDefaultPermissions: [{ id: 'team_member' }],
      userDefaultPermissions: [],
    });
  });

  it('meets INVALID_SUPER_SECRET_ADMIN_KEY with a wrong key as a typed error', async () => {
    const project = await emu.createProject();
    const app = makeAdminApp(emu, { ...project, superSecretAdminKey: 'sak_wrong' });
    await expect(app.getProject()).rejects.toBeInstanceOf(KnownErrors.InvalidSuperSecretAdminKey);
  });
});

describe('AdminProject.update and delete', () => {
  it('sends only the given fields, config in snake_case, and the project changes', async () => {
    const { rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    rec.clear();
    await project.update({
      displayName: 'Renamed',
      description: 'About it',
      logoUrl: 'https://cdn.example.com/l.png',
      config: {
        magicLinkEnabled: true,
        allowLocalhost: false,
        domains: [{ domain: 'https://app.example.com', handlerPath: '/auth' }],
        oauthProviders: [{ id: 'github', type: 'standard', clientId: 'gh', clientSecret: 'secret' }],
        emailConfig: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', senderName: 'App', senderEmail: 'app@example.com' },
        emailTheme: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f',
        teamMemberDefaultPermissions: [],
        requireEmailVerification: true,
      },
    });
    expect(rec.admin.map((r) => [r.method, r.path])).toEqual([['PATCH', '/internal/projects/current']]);
    expect(JSON.parse(rec.admin[0]!.body!)).toEqual({
      display_name: 'Renamed',
      description: 'About it',
      logo_url: 'https://cdn.example.com/l.png',
      config: {
        magic_link_enabled: true,
        allow_localhost: false,
        require_email_verification: true,
        email_theme: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f',
        email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'App', sender_email: 'app@example.com' },
        domains: [{ domain: 'https://app.example.com', handler_path: '/auth' }],
        oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh', client_secret: 'secret' }],
        team_member_default_permissions: [],
      },
    });
    const after = await app.getProject();
    expect(after).toMatchObject({ displayName: 'Renamed', description: 'About it', logoUrl: 'https://cdn.example.com/l.png' });
    expect(after.config).toMatchObject({
      magicLinkEnabled: true,
      allowLocalhost: false,
      domains: [{ domain: 'https://app.example.com', handlerPath: '/auth' }],
      oauthProviders: [{ id: 'github', type: 'standard', clientId: 'gh', clientSecret: 'secret' }],
      emailConfig: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', senderName: 'App', senderEmail: 'app@example.com' },
      emailTheme: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f',
      teamMemberDefaultPermissions: [],
    });
    // The write-only flag reached the config tree.
    expect((await after.getConfig()).onboarding).toEqual({ requireEmailVerification: true });
  });

  it('refuses production mode with localhost or non-HTTPS domains before sending anything (TrustedDomainsError)', async () => {
    const { project: keys, rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    rec.clear();
    const error = await project.update({ isProductionMode: true, config: { domains: [{ domain: 'http://shop.example.com', handlerPath: '/handler' }] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrustedDomainsError);
    const fix = `/projects/${keys.id}/domains`;
    expect((error as TrustedDomainsError).problems).toEqual([
      { message: 'Localhost is not allowed in production mode, turn off Allow localhost in project settings', relativeFixUrl: fix },
      { message: 'Trusted domains should be HTTPS: http://shop.example.com', relativeFixUrl: fix },
    ]);
    expect((error as Error).message).toContain(`(${fix})`);
    expect(rec.admin).toEqual([]);
    expect(await project.getProductionModeErrors()).toEqual([{ message: 'Localhost is not allowed in production mode, turn off Allow localhost in project settings', relativeFixUrl: fix }]);

    await project.update({ isProductionMode: true, config: { allowLocalhost: false, domains: [{ domain: 'https://shop.example.com', handlerPath: '/handler' }] } });
    const live = await app.getProject();
    expect(live.isProductionMode).toBe(true);
    expect(await live.getProductionModeErrors()).toEqual([]);
  });

  it('answers the emulator’s own refusals: a text 400 for an unknown theme, SCHEMA_ERROR for a bad domain', async () => {
    const { app } = await adminOnFreshProject();
    const project = await app.getProject();
    const theme = await project.update({ config: { emailTheme: '00000000-0000-4000-8000-000000000000' } }).catch((e: unknown) => e);
    expect(theme).toBeInstanceOf(StackHttpError);
    expect(theme).toMatchObject({ status: 400 });
    expect(String((theme as Error).message)).toContain('Invalid email theme');
    await expect(project.update({ config: { domains: [{ domain: 'ftp://x.example.com', handlerPath: '/handler' }] } })).rejects.toBeInstanceOf(KnownErrors.SchemaError);
  });

  it('requirePublishableClientKey goes to the project-level config override', async () => {
    const { rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    rec.clear();
    await project.update({ requirePublishableClientKey: true });
    expect(rec.admin.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/internal/config/override/project', JSON.stringify({ config_override_string: JSON.stringify({ 'project.requirePublishableClientKey': true }) })],
    ]);
    expect(await project.getConfigOverride('branch')).toEqual({});
    expect((await project.getConfig()).project).toEqual({ requirePublishableClientKey: true });
  });

  it('delete removes the project; the app then meets CURRENT_PROJECT_NOT_FOUND', async () => {
    const { rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    rec.clear();
    await project.delete();
    expect(rec.admin.map((r) => [r.method, r.path])).toEqual([['DELETE', '/internal/projects/current']]);
    await expect(app.getProject()).rejects.toBeInstanceOf(KnownErrors.CurrentProjectNotFound);
  });
});

describe('the config tree', () => {
  it('getConfig, updateConfig (environment) and updatePushedConfig (branch): precedence and the legacy view', async () => {
    const { rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    expect((await project.getConfig()).auth).toMatchObject({ allowSignUp: true, password: { allowSignIn: true } });
    rec.clear();
    await project.updateConfig({ 'teams.allowClientTeamCreation': true, 'auth.signUpRulesDefaultAction': 'log' });
    expect(JSON.parse(rec.admin[0]!.body!)).toEqual({ config_override_string: JSON.stringify({ 'teams.allowClientTeamCreation': true, 'auth.signUpRulesDefaultAction': 'log' }) });
    expect(rec.admin[0]!.path).toBe('/internal/config/override/environment');
    await project.updatePushedConfig({ 'auth.signUpRulesDefaultAction': 'reject', 'auth.passkey.allowSignIn': true });
    const tree = await project.getConfig();
    expect([tree.teams, (tree.auth as { signUpRulesDefaultAction: string }).signUpRulesDefaultAction]).toEqual([
      { createPersonalTeamOnSignUp: false, allowClientTeamCreation: true },
      'log',
    ]);
    expect((await app.getProject()).config).toMatchObject({ clientTeamCreationEnabled: true, passkeyEnabled: true });
    expect(await project.getConfigOverride('environment')).toEqual({ 'teams.allowClientTeamCreation': true, 'auth.signUpRulesDefaultAction': 'log' });
    expect(await project.getConfigOverride('branch')).toEqual({ 'auth.signUpRulesDefaultAction': 'reject', 'auth.passkey.allowSignIn': true });
  });

  it('pushConfig with a source, replaceConfigOverride keeps it, resetConfigOverrideKeys, unlinkPushedConfigSource', async () => {
    const { rec, app } = await adminOnFreshProject();
    const project = await app.getProject();
    const source = { type: 'pushed-from-github' as const, owner: 'acme', repo: 'web', branch: 'main', commitHash: 'c0ffee', configFilePath: 'stack.config.ts' };
    await project.pushConfig({ 'apps.installed.teams.enabled': true, 'auth.otp.allowSignIn': true }, { source });
    expect(await project.getPushedConfigSource()).toEqual(source);
    expect((await app.getProject()).config.magicLinkEnabled).toBe(true);
    rec.clear();
    await project.replaceConfigOverride('branch', { 'apps.installed.teams.enabled': true });
    expect(rec.admin.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /internal/config/source', 'PUT /internal/config/override/branch']);
    expect(JSON.parse(JSON.parse(rec.admin[1]!.body!).config_string)).toEqual({ 'apps.installed.teams.enabled': true });
    expect(await project.getPushedConfigSource()).toEqual(source);
    expect((await app.getProject()).config.magicLinkEnabled).toBe(false);
    await project.resetConfigOverrideKeys('branch', ['apps']);
    expect(await project.getConfigOverride('branch')).toEqual({});
    await project.unlinkPushedConfigSource();
    expect(await project.getPushedConfigSource()).toEqual({ type: 'unlinked' });
  });

  it('an invalid override is a text 400 naming the key', async () => {
    const { app } = await adminOnFreshProject();
    const project = await app.getProject();
    const error = await project.updateConfig({ nonExistentField: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StackHttpError);
    expect((error as Error).message).toContain('The key "nonExistentField" is not valid');
  });
});
