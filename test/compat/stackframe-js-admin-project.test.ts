// The official @stackframe/js StackAdminApp (unmodified) against the emulator: project settings and
// config, internal API keys and permission definitions with the admin key; and the official internal
// project flow: an owner signs up on `internal` with the official StackClientApp, creates a project,
// and administers it through the admin app that listOwnedProjects() hands back (the owner's token).
import { StackAdminApp, StackClientApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { INTERNAL } from '../support/internal-project';
import { uniqueEmail } from '../support/unique-email';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat admin' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;

function officialAdmin(): StackAdminApp {
  return new StackAdminApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    secretServerKey: emu.project.secretServerKey,
    superSecretAdminKey: emu.project.superSecretAdminKey,
    baseUrl: emu.url,
    tokenStore: 'memory',
  });
}

describe('official StackAdminApp with the admin key', () => {
  it('reads and updates the project, its trusted domains and its config', async () => {
    const admin = officialAdmin();
    const project = await admin.getProject();
    expect(project.id, why()).toBe(emu.project.id);
    expect(project.displayName).toBe('compat admin');
    expect(project.config.domains).toEqual([]);

    await project.update({
      displayName: 'compat admin renamed',
      config: { domains: [{ domain: 'https://compat.example.com', handlerPath: '/handler' }], magicLinkEnabled: true, allowLocalhost: false },
    });
    const patch = recorder.find('PATCH', '/api/v1/internal/projects/current').at(-1);
    expect(patch?.status, why()).toBe(200);
    expect(patch?.requestHeaders['x-hexclave-super-secret-admin-key']).toBe(emu.project.superSecretAdminKey);
    const after = await admin.getProject();
    expect(after.displayName, why()).toBe('compat admin renamed');
    expect(after.config).toMatchObject({ magicLinkEnabled: true, allowLocalhost: false, domains: [{ domain: 'https://compat.example.com', handlerPath: '/handler' }] });
    expect(await after.getProductionModeErrors()).toEqual([]);

    await after.updateConfig({ 'teams.allowClientTeamCreation': true });
    const config = (await after.getConfig()) as unknown as { teams: { allowClientTeamCreation: boolean } };
    expect(config.teams.allowClientTeamCreation, why()).toBe(true);
    expect((await admin.getProject()).config.clientTeamCreationEnabled).toBe(true);
    expect(await after.getConfigOverride('environment')).toMatchObject({ 'teams.allowClientTeamCreation': true });
  });

  it('creates, lists and revokes internal API keys', async () => {
    const admin = officialAdmin();
    const created = await admin.createInternalApiKey({
      description: 'compat key',
      expiresAt: new Date(Date.now() + 86_400_000),
      hasPublishableClientKey: true,
      hasSecretServerKey: true,
      hasSuperSecretAdminKey: false,
    });
    expect(created.secretServerKey, why()).toMatch(/^ssk_/);
    expect(created.superSecretAdminKey).toBeUndefined();
    const listed = (await admin.listInternalApiKeys()).find((k) => k.id === created.id);
    expect(listed?.secretServerKey, why()).toEqual({ lastFour: created.secretServerKey!.slice(-4) });
    expect(listed?.superSecretAdminKey).toBeNull();
    expect(listed?.isValid()).toBe(true);
    await listed!.revoke();
    const revoked = (await admin.listInternalApiKeys()).find((k) => k.id === created.id);
    expect(revoked?.whyInvalid(), why()).toBe('manually-revoked');
  });

  it('manages team and project permission definitions, with typed errors', async () => {
    const admin = officialAdmin();
    await admin.createTeamPermissionDefinition({ id: 'compat_editor', description: 'Edits', containedPermissionIds: ['$read_members'] });
    const team = await admin.listTeamPermissionDefinitions();
    expect(team.find((d) => d.id === 'compat_editor'), why()).toMatchObject({ description: 'Edits', containedPermissionIds: ['$read_members'] });
    await admin.updateTeamPermissionDefinition('compat_editor', { description: 'Edits more' });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === 'compat_editor')?.description).toBe('Edits more');
    const page = await admin.listTeamPermissionDefinitionsPaginated({ limit: 2, query: 'edit' });
    expect(page, why()).toEqual({ items: [expect.objectContaining({ id: 'compat_editor' })], nextCursor: null });
    await admin.deleteTeamPermissionDefinition('compat_editor');
    expect((await admin.listTeamPermissionDefinitions()).some((d) => d.id === 'compat_editor')).toBe(false);
    await expect(admin.createTeamPermissionDefinition({ id: 'team_member', containedPermissionIds: [] })).rejects.toBeInstanceOf(KnownErrors.PermissionIdAlreadyExists);

    await admin.createProjectPermissionDefinition({ id: 'compat_reports', containedPermissionIds: [] });
    expect((await admin.listProjectPermissionDefinitions()).map((d) => d.id), why()).toContain('compat_reports');
    await admin.deleteProjectPermissionDefinition('compat_reports');
    await expect(admin.deleteProjectPermissionDefinition('compat_reports')).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
  });
});

describe('official internal project flow', () => {
  it('an owner signs up on internal, creates a project and administers it with their session', async () => {
    const dashboard = new StackClientApp({ projectId: 'internal' as const, publishableClientKey: INTERNAL.publishableClientKey, baseUrl: emu.url, tokenStore: 'memory' });
    const signUp = await dashboard.signUpWithCredential({ email: uniqueEmail('compat-owner'), password: 'correct-horse-battery-1', noVerificationCallback: true, noRedirect: true });
    expect(signUp.status, why()).toBe('ok');
    const owner = await dashboard.getUser({ or: 'throw' });
    expect(owner.selectedTeam, why()).not.toBeNull();

    const created = await owner.createProject({ displayName: 'Compat owned', teamId: owner.selectedTeam!.id });
    expect(created.displayName, why()).toBe('Compat owned');
    expect(created.ownerTeamId).toBe(owner.selectedTeam!.id);

    const owned = (await owner.listOwnedProjects()).find((p) => p.id === created.id);
    expect(owned, why()).toBeDefined();
    await owned!.update({ displayName: 'Compat owned v2', config: { domains: [{ domain: 'https://owned.example.com', handlerPath: '/handler' }] } });
    const patch = recorder.find('PATCH', '/api/v1/internal/projects/current').at(-1);
    expect(patch?.status, why()).toBe(200);
    expect(patch?.requestHeaders['x-hexclave-project-id']).toBe(created.id);
    expect(patch?.requestHeaders['x-hexclave-admin-access-token']).toMatch(/^ey/);

    const key = await owned!.app.createInternalApiKey({
      description: 'owner key',
      expiresAt: new Date(Date.now() + 86_400_000),
      hasPublishableClientKey: true,
      hasSecretServerKey: true,
      hasSuperSecretAdminKey: true,
    });
    expect(key.superSecretAdminKey, why()).toMatch(/^sak_/);
    const again = await owned!.app.getProject();
    expect(again.displayName, why()).toBe('Compat owned v2');
    expect(again.config.domains).toEqual([{ domain: 'https://owned.example.com', handlerPath: '/handler' }]);
    expect((await owner.listOwnedProjects()).map((p) => p.displayName)).toContain('Compat owned v2');
  });
});
