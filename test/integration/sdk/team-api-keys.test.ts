// Team API keys on a team object (PROTOCOL.md §5.17): create (full value once), list (cached), revoke,
// update; a member without $manage_api_keys gets API_KEY_NOT_FOUND; a team key is not a user key.
import { describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { CurrentUser } from '../../../src/core/apps/types';
import { createUserTeam, type UserTeam } from '../../../src/core/apps/user/teams';
import type { TeamApiKey } from '../../../src/core/apps/user/team-api-keys';
import type { ClientTeamWire } from '../../../src/protocol/wire';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { config: { client_team_creation_enabled: true, allow_team_api_keys: true, allow_user_api_keys: true } } });

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

async function person(): Promise<{ app: StackClientApp; user: CurrentUser; accessToken: string; sent: Sent[] }> {
  const sent: Sent[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.includes('/team-api-keys')) {
      sent.push({
        method: (init?.method ?? 'GET').toUpperCase(),
        url: url.pathname.replace(/^\/api\/v1/, '') + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
    }
    return fetch(input, init);
  };
  const app = makeApp(emu, { fetch: recording });
  await app.signUpWithCredential({ email: uniqueEmail('team-keys'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  const { accessToken } = await app.getAuthJson();
  if (!user || !accessToken) throw new Error('not signed in');
  return { app, user, accessToken, sent };
}

/** The team object the SDK builds (createUserTeam), for a team the owner created through the client API. */
async function ownedTeam() {
  const owner = await person();
  const res = await call(emu, '/teams', {
    headers: clientHeaders(emu.project, { 'x-stack-access-token': owner.accessToken }),
    body: { display_name: 'Keys team', creator_user_id: 'me' },
  });
  expect(res.status).toBe(201);
  const wire = res.json as ClientTeamWire;
  const team: UserTeam = createUserTeam(owner.app.userContext(owner.user.id), wire);
  return { owner, team, wire };
}

describe('team.createApiKey / listApiKeys / revoke', () => {
  it('creates a team key (full value once), lists it by its last four, revokes it', async () => {
    const { owner, team } = await ownedTeam();
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    const created = await team.createApiKey({ description: 'deploy', expiresAt });
    expect(owner.sent[0]).toEqual({
      method: 'POST',
      url: '/team-api-keys',
      body: { team_id: team.id, description: 'deploy', expires_at_millis: expiresAt.getTime() },
    });
    expect(created.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}team/);
    expect(created).toMatchObject({ type: 'team', teamId: team.id, description: 'deploy', isPublic: false, expiresAt });
    expect(created.isValid()).toBe(true);
    expect(created.whyInvalid()).toBeNull();
    expect(owner.sent[1]).toMatchObject({ method: 'GET', url: `/team-api-keys?team_id=${team.id}` });

    const list = await team.listApiKeys();
    expect(list.map((k) => [k.id, k.value.lastFour, k.type, k.teamId])).toEqual([[created.id, created.value.slice(-4), 'team', team.id]]);
    // The create refreshed the list: listApiKeys asked nothing more.
    expect(owner.sent).toHaveLength(2);

    await list[0]!.revoke();
    expect(owner.sent[2]).toEqual({ method: 'PATCH', url: `/team-api-keys/${created.id}?team_id=${team.id}`, body: { revoked: true } });
    const [revoked] = await team.listApiKeys();
    expect(revoked!.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(revoked!.whyInvalid()).toBe('manually-revoked');
    expect(revoked!.isValid()).toBe(false);
    owner.app.dispose();
  });

  it('public keys without expiry, update of the description, and the cache seen by a second subscriber', async () => {
    const { owner, team } = await ownedTeam();
    const cache = team.apiKeysCache();
    const seen: TeamApiKey[][] = [];
    const off = cache.subscribe((keys) => seen.push(keys));
    expect(await cache.get()).toEqual([]);
    const key = await team.createApiKey({ description: 'public one', expiresAt: null, isPublic: true });
    expect(key.value.startsWith('pk_')).toBe(true);
    expect(key.expiresAt).toBeUndefined();
    expect(seen.at(-1)!.map((k) => k.description)).toEqual(['public one']);
    await key.update({ description: 'renamed' });
    expect(owner.sent.at(-2)).toEqual({ method: 'PATCH', url: `/team-api-keys/${key.id}?team_id=${team.id}`, body: { description: 'renamed' } });
    expect(seen.at(-1)!.map((k) => k.description)).toEqual(['renamed']);
    // Another object for the same team shares the cache.
    expect(createUserTeam(owner.app.userContext(owner.user.id), { ...(await call(emu, `/teams/${team.id}`, { headers: clientHeaders(emu.project, { 'x-stack-access-token': owner.accessToken }) })).json }).apiKeysCache()).toBe(cache);
    off();
    owner.app.dispose();
  });

  it('a plain member (no $manage_api_keys) gets API_KEY_NOT_FOUND for every call', async () => {
    const { owner, team, wire } = await ownedTeam();
    const ownerKey = await team.createApiKey({ description: 'owner key', expiresAt: null });
    const member = await person();
    const added = await call(emu, `/team-memberships/${team.id}/${member.user.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    expect(added.status).toBe(201);
    const memberTeam = createUserTeam(member.app.userContext(member.user.id), wire);
    expect(await member.user.hasPermission(team, '$manage_api_keys')).toBe(false);
    await expect(memberTeam.createApiKey({ description: 'sneaky', expiresAt: null })).rejects.toBeInstanceOf(KnownErrors.ApiKeyNotFound);
    await expect(memberTeam.listApiKeys()).rejects.toBeInstanceOf(KnownErrors.ApiKeyNotFound);
    const patched = await call(emu, `/team-api-keys/${ownerKey.id}?team_id=${team.id}`, {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': member.accessToken }),
      body: { revoked: true },
    });
    expect(patched.status).toBe(404);
    expect(patched.headers.get('x-stack-known-error')).toBe('API_KEY_NOT_FOUND');
    owner.app.dispose();
    member.app.dispose();
  });

  it('checking a team key at /user-api-keys/check answers WRONG_API_KEY_TYPE; /team-api-keys/check accepts it', async () => {
    const { owner, team } = await ownedTeam();
    const key = await team.createApiKey({ description: 'typed', expiresAt: null });
    const wrong = await call(emu, '/user-api-keys/check', { headers: serverHeaders(emu.project), body: { api_key: key.value } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'WRONG_API_KEY_TYPE', details: { expected_type: 'user', actual_type: 'team' } });
    const right = await call(emu, '/team-api-keys/check', { headers: serverHeaders(emu.project), body: { api_key: key.value } });
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ id: key.id, type: 'team', team_id: team.id, value: { last_four: key.value.slice(-4) } });
    owner.app.dispose();
  });
});
