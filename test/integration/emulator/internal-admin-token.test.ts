// Admin access tokens (PROTOCOL.md §2.3 step 7, §2.6): an internal-project user's access token sent as
// x-stack-admin-access-token administers the projects their teams own and nothing else; each failure
// has its catalogue error. Also the seeded internal project where it matters (§6.3).
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, ownerAdminHeaders, signUpInternalOwner } from '../../support/internal-project';
import { adminHeaders, call, expectKnownError, serverHeaders, signUp } from './helpers';

const clock = new ManualClock(Date.UTC(2030, 0, 1));
const emu = useEmulator({ clock });

describe('x-stack-admin-access-token', () => {
  it("is accepted on the owner's project without any key, whatever the access type", async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner, { display_name: 'Mine' });
    const res = await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) });
    expect([res.status, res.json.display_name]).toEqual([200, 'Mine']);
    // The key checks are skipped for any access type; an empty admin key header (the official SDK's) is ignored.
    const asServer = await call(emu, '/teams', { headers: { ...ownerAdminHeaders(id, owner.accessToken), 'x-stack-access-type': 'server' } });
    expect([asServer.status, asServer.json.items]).toEqual([200, []]);
    const emptyKey = await call(emu, '/internal/projects/current', { headers: { ...ownerAdminHeaders(id, owner.accessToken), 'x-hexclave-super-secret-admin-key': '' } });
    expect(emptyKey.status).toBe(200);
  });

  it('is ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN on a project the user does not own, and for a token of another project', async () => {
    const owner = await signUpInternalOwner(emu);
    const stranger = await signUpInternalOwner(emu, 'stranger');
    const id = await createOwnedProjectOverHttp(emu, owner);
    const notAdmin = expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, stranger.accessToken) }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401);
    expect(notAdmin.error).toBe('Admin access token does not have the required permissions to access this project.');
    expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(emu.project.id, owner.accessToken) }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401);
    // A user of an ordinary project cannot administer it with their own token.
    const endUser = await signUp(emu, emu.project);
    expectKnownError(
      await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(emu.project.id, endUser.access_token) }),
      'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN',
      401,
    );
  });

  it('follows the owner team: a member added to it gains access, one removed loses it', async () => {
    const owner = await signUpInternalOwner(emu);
    const colleague = await signUpInternalOwner(emu, 'colleague');
    const id = await createOwnedProjectOverHttp(emu, owner);
    const internalServer = serverHeaders(emu.internalProject);
    expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, colleague.accessToken) }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401);
    const added = await call(emu, `/team-memberships/${owner.teamId}/${colleague.userId}`, { headers: internalServer, body: {} });
    expect(added.status, added.text).toBe(201);
    expect((await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, colleague.accessToken) })).status).toBe(200);
    await call(emu, `/team-memberships/${owner.teamId}/${colleague.userId}`, { method: 'DELETE', headers: internalServer });
    expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, colleague.accessToken) }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401);
  });

  it('is UNPARSABLE_ADMIN_ACCESS_TOKEN for garbage and ADMIN_ACCESS_TOKEN_EXPIRED once the token expired', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const garbage = expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, 'not-a-jwt') }), 'UNPARSABLE_ADMIN_ACCESS_TOKEN', 401);
    expect(garbage.error).toBe('Admin access token is not parsable.');

    const exp = JSON.parse(Buffer.from(owner.accessToken.split('.')[1]!, 'base64url').toString()).exp as number;
    await clock.advance(exp * 1000 - clock.now() + 1000);
    const expired = expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) }), 'ADMIN_ACCESS_TOKEN_EXPIRED', 401);
    expect(expired.details).toEqual({ expired_at_millis: exp * 1000 });
    expect(expired.error).toContain('Admin access token has expired. Please refresh it and try again.');
  });

  it('is a text 401 when the user behind the token was deleted', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const removed = await call(emu, `/users/${owner.userId}`, { method: 'DELETE', headers: serverHeaders(emu.internalProject) });
    expect(removed.status).toBe(200);
    const res = await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) });
    expect([res.status, res.text]).toEqual([
      401,
      'The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.',
    ]);
  });

  it('still needs an access type (PROJECT_KEY_WITHOUT_ACCESS_TYPE)', async () => {
    const owner = await signUpInternalOwner(emu);
    const res = await call(emu, '/internal/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-admin-access-token': owner.accessToken } });
    expectKnownError(res, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE', 400);
  });
});

describe('the seeded internal project (§6.3)', () => {
  it('has the dashboard settings, its own team permissions and every app installed', async () => {
    const current = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' } });
    expect(current.json).toMatchObject({
      id: 'internal',
      display_name: 'Stack Dashboard',
      config: {
        client_team_creation_enabled: true,
        client_user_deletion_enabled: false,
        credential_enabled: true,
        magic_link_enabled: true,
        sign_up_enabled: true,
        domains: [],
        enabled_oauth_providers: [{ id: 'github' }, { id: 'google' }, { id: 'microsoft' }, { id: 'spotify' }],
      },
    });
    const admin = adminHeaders(emu.internalProject);
    const project = await call(emu, '/internal/projects/current', { headers: admin });
    expect(project.json).toMatchObject({ description: "Stack's admin dashboard", owner_team_id: 'a23e1b7f-ab18-41fc-9ee6-7a9ca9fa543c' });
    expect(project.json.config).toMatchObject({ create_team_on_sign_up: true, allow_localhost: true });
    const defs = await call(emu, '/team-permission-definitions', { headers: admin });
    expect(defs.json.items.filter((d: { id: string }) => !d.id.startsWith('$'))).toEqual([
      { id: 'team_admin', description: '2', contained_permission_ids: ['$read_members', '$remove_members', '$update_team'] },
      { id: 'team_member', description: '1', contained_permission_ids: ['$read_members'] },
    ]);
    const tree = JSON.parse((await call(emu, '/internal/config', { headers: admin })).json.config_string);
    expect(tree.onboarding.requireEmailVerification).toBe(false);
    expect(Object.values(tree.apps.installed).every((app) => (app as { enabled: boolean }).enabled)).toBe(true);
    expect(Object.keys(tree.apps.installed)).toHaveLength(18);
    const keys = await call(emu, '/internal/api-keys', { headers: admin });
    expect(keys.json.items).toContainEqual(expect.objectContaining({ id: '3142e763-b230-44b5-8636-aa62f7489c26', expires_at_millis: Date.UTC(2099, 11, 31) }));
  });
});
