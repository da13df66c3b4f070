// Issue 29: a write's first answer was replayed to any request with the same x-stack-random-nonce, method,
// path, access type and body, whatever its credentials, so whoever learnt a nonce could read, say, a new
// API key's secrets without any key. A replay now needs the same credentials; anything else runs afresh.
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { createIdempotencyKey } from '../../src/core/http';
import { adminHeaders, call, clientHeaders, serverHeaders, signUp, type Keys } from '../integration/emulator/helpers';

const emu = useEmulator({ project: { displayName: 'Nonce Co', config: { client_team_creation_enabled: true } } });
const NONCE = 'x-stack-random-nonce';
const KEY_BODY = { description: 'ci', expires_at_millis: Date.UTC(2099, 0, 1), has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: true };

let other: Keys;
beforeAll(async () => {
  other = await emu.createProject({ displayName: 'Other Co' });
});

const createKey = (headers: Record<string, string>, nonce: string) => call(emu, '/internal/api-keys', { headers: { ...headers, [NONCE]: nonce }, body: KEY_BODY });
const keySetCount = async () => (await call(emu, '/internal/api-keys', { headers: adminHeaders(emu.project) })).json.items.length as number;

describe('a nonce resent with other credentials', () => {
  it('does not hand a new API key\'s secrets to a request without credentials or with another project\'s', async () => {
    const nonce = createIdempotencyKey();
    const before = await keySetCount();
    const first = await createKey(adminHeaders(emu.project), nonce);
    expect(first.status, first.text).toBe(200);
    const secrets: string[] = [first.json.secret_server_key, first.json.super_secret_admin_key];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);

    const attempts = {
      'no credentials': { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'admin' },
      'no access type either': { 'x-stack-project-id': emu.project.id },
      "another project's admin key": { ...adminHeaders(other), 'x-stack-project-id': emu.project.id },
      "this project's public client key": clientHeaders(emu.project),
      "another project's own credentials": adminHeaders(other),
    };
    for (const [label, headers] of Object.entries(attempts)) {
      const res = await createKey(headers, nonce);
      for (const secret of secrets) expect(res.text, label).not.toContain(secret);
      if (headers['x-stack-project-id'] === emu.project.id) expect(res.status, `${label}: ${res.text}`).not.toBe(200);
    }

    // The owner's own resend still gets the first answer, and made no second key set.
    const again = await createKey(adminHeaders(emu.project), nonce);
    expect(again.text).toBe(first.text);
    expect(await keySetCount()).toBe(before + 1);
  });

  it("another user's resend of the same team creation is a new write, not the first user's team", async () => {
    const alice = await signUp(emu, emu.project);
    const mallory = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const body = { display_name: 'Rockets', creator_user_id: 'me' };
    const asUser = (token: string) => clientHeaders(emu.project, { 'x-stack-access-token': token, [NONCE]: nonce });
    const first = await call(emu, '/teams', { headers: asUser(alice.access_token), body });
    expect(first.status, first.text).toBe(201);
    const stolen = await call(emu, '/teams', { headers: asUser(mallory.access_token), body });
    expect(stolen.status, stolen.text).toBe(201);
    expect(stolen.json.id).not.toBe(first.json.id);
    const mine = await call(emu, `/teams?user_id=${mallory.user_id}`, { headers: serverHeaders(emu.project) });
    expect(mine.json.items.map((t: { id: string }) => t.id)).toEqual([stolen.json.id]);
  });

  it("the same user's resend with a refreshed access token (same session) still replays", async () => {
    const alice = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const body = { display_name: 'Refreshed', creator_user_id: 'me' };
    const first = await call(emu, '/teams', { headers: clientHeaders(emu.project, { 'x-stack-access-token': alice.access_token, [NONCE]: nonce }), body });
    const refreshed = await call(emu, '/auth/sessions/current/refresh', { headers: clientHeaders(emu.project, { 'x-stack-refresh-token': alice.refresh_token }), body: {} });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.json.access_token).not.toBe(alice.access_token);
    const again = await call(emu, '/teams', { headers: clientHeaders(emu.project, { 'x-stack-access-token': refreshed.json.access_token, [NONCE]: nonce }), body });
    expect(again.text).toBe(first.text);
  });
});
