// CurrentUser API keys (PROTOCOL.md §5.17, SPEC.md §4 "API key"): create, list (cached), revoke, update.
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { UserApiKey } from '../../../src/core/apps/user/api-keys';
import { areaApi } from '../../../src/core/apps/user/area-api';
import { randomUUID } from 'node:crypto';
import { KnownErrors } from '../../../src/protocol/errors';
import { KnownError } from '../../../src/protocol/errors/known-error';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { config: { allow_user_api_keys: true } } });

/** Real fetch, recording method + path with query, and JSON bodies. */
function recorder() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    sent.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: url.pathname.replace(/^\/api\/v1/, '') + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return fetch(input, init);
  };
  return { fetch: wrapped, sent, keyCalls: () => sent.filter((r) => r.url.startsWith('/user-api-keys')) };
}

async function signedIn(options: { fetch?: typeof fetch } = {}): Promise<{ user: CurrentUser; dispose(): void }> {
  const app = makeApp(emu, options);
  await app.signUpWithCredential({ email: uniqueEmail('api-keys'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return { user, dispose: () => app.dispose() };
}

describe('CurrentUser.createApiKey / listApiKeys', () => {
  it('creates a key with the full value once; the list only knows the last four', async () => {
    const rec = recorder();
    const { user, dispose } = await signedIn({ fetch: rec.fetch });
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    const created = await user.createApiKey({ description: 'CI key', expiresAt });
    expect(rec.keyCalls()[0]).toEqual({
      method: 'POST',
      url: '/user-api-keys',
      body: { user_id: user.id, description: 'CI key', expires_at_millis: expiresAt.getTime() },
    });
    expect(created.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
    expect(created).toMatchObject({ description: 'CI key', isPublic: false, type: 'user', userId: user.id, expiresAt });
    expect(created.manuallyRevokedAt).toBeUndefined();
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created.isValid()).toBe(true);
    expect(created.whyInvalid()).toBeNull();

    const list = await user.listApiKeys();
    expect(list).toHaveLength(1);
    expect(list[0]!.value).toEqual({ lastFour: created.value.slice(-4) });
    expect(list[0]!.id).toBe(created.id);
    expect(rec.keyCalls().map((r) => `${r.method} ${r.url}`)).toContain(`GET /user-api-keys?user_id=${user.id}`);
    dispose();
  });

  it('public keys and keys without expiry', async () => {
    const { user, dispose } = await signedIn();
    const key = await user.createApiKey({ description: 'public', expiresAt: null, isPublic: true });
    expect(key.value.startsWith('pk_')).toBe(true);
    expect(key.isPublic).toBe(true);
    expect(key.expiresAt).toBeUndefined();
    dispose();
  });

  it('whyInvalid: expired, and manually-revoked before expired', async () => {
    const { user, dispose } = await signedIn();
    const past = await user.createApiKey({ description: 'old', expiresAt: new Date(Date.now() - 1000) });
    expect(past.whyInvalid()).toBe('expired');
    expect(past.isValid()).toBe(false);
    await past.revoke();
    const [listed] = await user.listApiKeys();
    expect(listed!.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(listed!.whyInvalid()).toBe('manually-revoked');
    dispose();
  });
});

describe('cache refresh after mutations', () => {
  it('a subscriber hears the new list after create and after revoke, without another get', async () => {
    const rec = recorder();
    const { user, dispose } = await signedIn({ fetch: rec.fetch });
    expect(await user.listApiKeys()).toEqual([]);
    const heard: UserApiKey[][] = [];
    const unsubscribe = user.apiKeysCache().subscribe((keys) => heard.push(keys));

    const key = await user.createApiKey({ description: 'first', expiresAt: null });
    expect(heard.at(-1)!.map((k) => k.id)).toEqual([key.id]);
    expect(user.apiKeysCache().peek()!.value.map((k) => k.description)).toEqual(['first']);

    const [listed] = await user.listApiKeys();
    rec.sent.length = 0;
    await listed!.revoke();
    expect(rec.keyCalls()[0]).toEqual({ method: 'PATCH', url: `/user-api-keys/${key.id}?user_id=${user.id}`, body: { revoked: true } });
    expect(heard.at(-1)![0]!.whyInvalid()).toBe('manually-revoked');

    await heard.at(-1)![0]!.update({ description: 'renamed' });
    expect(heard.at(-1)![0]!.description).toBe('renamed');
    // Revocation stays.
    expect(heard.at(-1)![0]!.manuallyRevokedAt).toBeInstanceOf(Date);
    unsubscribe();
    dispose();
  });
});

describe('errors', () => {
  it('a project without user API keys rejects every call (text 400 becomes an Error)', async () => {
    const closed = await emu.createProject();
    const app = makeApp({ url: emu.url, project: closed });
    await app.signUpWithCredential({ email: uniqueEmail('api-keys-off'), password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;
    const failure = await user.createApiKey({ description: 'x', expiresAt: null }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(KnownError);
    expect(String((failure as Error).message)).toContain('User API keys are not enabled for this project.');
    await expect(user.listApiKeys()).rejects.toThrow('User API keys are not enabled for this project.');
    app.dispose();
  });

  it('an unknown key id is API_KEY_NOT_FOUND (interface GET with the owner query)', async () => {
    const app = makeApp(emu);
    await app.signUpWithCredential({ email: uniqueEmail('api-keys-404'), password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;
    const ctx = app.userContext(user.id);
    const failure = await areaApi(ctx).apiKeys.getUserKey(ctx.session(), user.id, randomUUID()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(KnownErrors.ApiKeyNotFound);
    const key = await user.createApiKey({ description: 'mine', expiresAt: null });
    const read = await areaApi(ctx).apiKeys.getUserKey(ctx.session(), user.id, key.id);
    expect(read.value).toEqual({ last_four: key.value.slice(-4) });
    app.dispose();
  });

  it("a key object of a user who signed out cannot act for the next user (text 403)", async () => {
    const app = makeApp(emu);
    await app.signUpWithCredential({ email: uniqueEmail('api-keys-a'), password: PASSWORD, noRedirect: true });
    const a = (await app.getUser())!;
    const key = await a.createApiKey({ description: 'a', expiresAt: null });
    await app.signOutCurrentUser();
    await app.signUpWithCredential({ email: uniqueEmail('api-keys-b'), password: PASSWORD, noRedirect: true });
    const failure = await key.revoke().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('Client can only manage their own api keys');
    app.dispose();
  });
});
