// The official @stackframe/js client (unmodified) against the emulator: team permissions
// (user.hasPermission / getPermission / listPermissions) and team API keys (team.createApiKey /
// listApiKeys / revoke), for the team's creator and for a plain member.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialSignedUp } from '../support/official-client';
import { call, serverHeaders } from '../integration/emulator/helpers';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({
  project: { displayName: 'compat permissions', config: { client_team_creation_enabled: true, allow_team_api_keys: true } },
});
const recorder = useFetchRecorder(emu);
const why = recorder.why;

const PASSWORD = 'correct-horse-battery-1';
const signedIn = async () => (await officialSignedUp(emu, 'compat-perms', PASSWORD)).user;

describe('official client: team permissions and team API keys', () => {
  it("the creator holds the team_admin system permissions and manages the team's keys", async () => {
    const user = await signedIn();
    const team = await user.createTeam({ displayName: 'Compat team' });

    expect(await user.hasPermission(team, '$update_team'), why()).toBe(true);
    expect(await user.hasPermission(team, '$manage_api_keys')).toBe(true);
    expect(await user.getPermission(team, '$delete_team')).toMatchObject({ id: '$delete_team' });
    expect(await user.getPermission(team, 'nothing_like_this')).toBeNull();
    const recursive = (await user.listPermissions(team)).map((p) => p.id).sort();
    expect(recursive).toEqual(['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team', 'team_admin']);
    const direct = (await user.listPermissions(team, { recursive: false })).map((p) => p.id);
    expect(direct).toEqual(['team_admin']);
    const permissionRequests = recorder.exchanges.filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/team-permissions'));
    expect(permissionRequests.some((e) => e.path.includes(`team_id=${team.id}`) && e.path.includes('user_id=me') && e.path.includes('recursive=true'))).toBe(true);

    const created = await team.createApiKey({ description: 'compat team key', expiresAt: null });
    expect(created.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}team/);
    expect(created.type).toBe('team');
    expect(created.teamId).toBe(team.id);
    expect(created.isValid()).toBe(true);
    const listed = await team.listApiKeys();
    expect(listed.map((k) => [k.id, k.value.lastFour])).toEqual([[created.id, created.value.slice(-4)]]);

    await listed[0]!.revoke();
    const patch = recorder.exchanges.filter((e) => e.method === 'PATCH' && e.path.startsWith(`/api/v1/team-api-keys/${created.id}`)).at(-1);
    expect(patch?.path, why()).toContain(`team_id=${team.id}`);
    const after = await team.listApiKeys();
    expect(after[0]!.whyInvalid()).toBe('manually-revoked');
  });

  it('a plain member holds team_member only and cannot list the keys', async () => {
    const owner = await signedIn();
    const team = await owner.createTeam({ displayName: 'Compat member team' });
    const member = await signedIn();
    const added = await call(emu, `/team-memberships/${team.id}/${member.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    expect(added.status).toBe(201);
    const memberTeam = await member.getTeam(team.id);
    expect(memberTeam?.id).toBe(team.id);

    expect(await member.hasPermission(memberTeam!, '$update_team')).toBe(false);
    expect(await member.hasPermission(memberTeam!, '$invite_members')).toBe(true);
    expect((await member.listPermissions(memberTeam!)).map((p) => p.id).sort()).toEqual(['$invite_members', '$read_members', 'team_member']);
    await expect(memberTeam!.listApiKeys()).rejects.toThrow();
    const denied = recorder.exchanges.filter((e) => e.method === 'GET' && e.path.startsWith(`/api/v1/team-api-keys?team_id=${team.id}`)).at(-1);
    // The official client asks for error statuses to be overridden: the real status and code are in headers.
    expect(denied?.responseHeaders['x-stack-actual-status']).toBe('404');
    expect(denied?.responseHeaders['x-stack-known-error']).toBe('API_KEY_NOT_FOUND');
  });
});
