// The internal project flow of the client SDK (SPEC.md §5, §6; PROTOCOL.md §2.6, §5.19): a user signed in
// to an app of `internal` creates and lists owned projects, each with an admin app acting with that
// user's access token; other projects' apps refuse with the internal-project-only error.
import { describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import { INTERNAL_PROJECT_ONLY_MESSAGE } from '../../../src/core/apps/user/owned-projects';
import type { CurrentUser } from '../../../src/core/apps/types';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { INTERNAL } from '../../support/internal-project';
import { adminRecordingFetch } from './admin-helpers';
import { makeApp, PASSWORD, uniqueEmail } from './helpers';

const emu = useEmulator();

async function dashboardUser(fetchImpl?: typeof fetch): Promise<CurrentUser> {
  const app = makeApp({ url: emu.url, project: { id: INTERNAL.id, publishableClientKey: INTERNAL.publishableClientKey } }, fetchImpl ? { fetch: fetchImpl } : {});
  await app.signUpWithCredential({ email: uniqueEmail('dashboard'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user?.selectedTeam) throw new Error('no personal team on the internal project');
  return user;
}

describe('createProject / listOwnedProjects', () => {
  it('creates a project owned by a team of the user; its admin app acts with the user’s access token', async () => {
    const rec = adminRecordingFetch();
    const user = await dashboardUser(rec.fetch);
    rec.clear();
    const owned = await user.createProject({ displayName: 'My SaaS', teamId: user.selectedTeam!.id, description: 'first', config: { magicLinkEnabled: true } });
    expect(rec.requests.map((r) => [r.method, r.path, r.accessType, r.status])).toEqual([['POST', '/internal/projects', 'client', 201]]);
    expect(JSON.parse(rec.requests[0]!.body!)).toEqual({ display_name: 'My SaaS', owner_team_id: user.selectedTeam!.id, description: 'first', config: { magic_link_enabled: true } });
    expect(owned).toMatchObject({ displayName: 'My SaaS', description: 'first', ownerTeamId: user.selectedTeam!.id, config: { magicLinkEnabled: true, allowLocalhost: true } });
    expect(owned.app).toBeInstanceOf(StackAdminApp);
    expect(owned.app.projectId).toBe(owned.id);

    // The owned app administers the project with the owner's token (no key at all).
    rec.clear();
    const project = await owned.app.getProject();
    expect(project.displayName).toBe('My SaaS');
    await project.update({ displayName: 'My SaaS v2', config: { domains: [{ domain: 'https://saas.example.com', handlerPath: '/handler' }] } });
    const key = await owned.app.createInternalApiKey({ description: 'prod', expiresAt: new Date(Date.now() + 86_400_000), hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
    expect(key.secretServerKey).toMatch(/^ssk_/);
    const adminCalls = rec.admin.filter((r) => r.path.startsWith('/internal/'));
    expect(adminCalls.length).toBeGreaterThanOrEqual(3);
    for (const call of adminCalls) {
      expect(call.adminKey).toBeNull();
      expect(call.adminAccessToken).toMatch(/^ey/);
    }
    expect((await owned.app.getProject()).config.domains).toEqual([{ domain: 'https://saas.example.com', handlerPath: '/handler' }]);

    const listed = await user.listOwnedProjects();
    expect(listed.map((p) => [p.id, p.displayName])).toEqual([[owned.id, 'My SaaS v2']]);
    expect(listed[0]!.app).toBe(owned.app);
  });

  it('lists only the projects of the user’s teams; a delete through an owned project refreshes the list', async () => {
    const alice = await dashboardUser();
    const bob = await dashboardUser();
    const a1 = await alice.createProject({ displayName: 'A1', teamId: alice.selectedTeam!.id });
    await alice.createProject({ displayName: 'A2', teamId: alice.selectedTeam!.id });
    expect((await alice.listOwnedProjects()).map((p) => p.displayName)).toEqual(['A1', 'A2']);
    expect(await bob.listOwnedProjects()).toEqual([]);
    await a1.delete();
    expect((await alice.listOwnedProjects()).map((p) => p.displayName)).toEqual(['A2']);
  });

  it("another user's token does not administer the project (ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN)", async () => {
    const aliceApp = makeApp({ url: emu.url, project: { id: INTERNAL.id, publishableClientKey: INTERNAL.publishableClientKey } });
    await aliceApp.signUpWithCredential({ email: uniqueEmail('alice'), password: PASSWORD, noRedirect: true });
    const bobApp = makeApp({ url: emu.url, project: { id: INTERNAL.id, publishableClientKey: INTERNAL.publishableClientKey } });
    await bobApp.signUpWithCredential({ email: uniqueEmail('bob'), password: PASSWORD, noRedirect: true });
    const alice = (await aliceApp.getUser())!;
    const owned = await alice.createProject({ displayName: 'Private', teamId: alice.selectedTeam!.id });
    const asBob = new StackAdminApp({ projectId: owned.id, baseUrl: emu.url, redirectMethod: 'none', projectOwnerSession: async () => (await bobApp.getAuthJson()).accessToken });
    await expect(asBob.getProject()).rejects.toBeInstanceOf(KnownErrors.AdminAccessTokenIsNotAdmin);
    const asAlice = new StackAdminApp({ projectId: owned.id, baseUrl: emu.url, redirectMethod: 'none', projectOwnerSession: async () => (await aliceApp.getAuthJson()).accessToken });
    expect((await asAlice.getProject()).displayName).toBe('Private');
  });

  it('creating for a team the user is not in meets TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const alice = await dashboardUser();
    const bob = await dashboardUser();
    await expect(alice.createProject({ displayName: 'Not mine', teamId: bob.selectedTeam!.id })).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    await expect(alice.createProject({ displayName: '', teamId: alice.selectedTeam!.id })).rejects.toBeInstanceOf(KnownErrors.SchemaError);
  });

  it('throws the internal-project-only error on an app of another project, before any request', async () => {
    const rec = adminRecordingFetch();
    const app = makeApp(emu, { fetch: rec.fetch });
    await app.signUpWithCredential({ email: uniqueEmail('not-dashboard'), password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;
    rec.clear();
    await expect(user.createProject({ displayName: 'x', teamId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(INTERNAL_PROJECT_ONLY_MESSAGE);
    await expect(user.listOwnedProjects()).rejects.toThrow("Internal-project-only functions need the project id 'internal'.");
    expect(rec.requests).toEqual([]);
  });
});
