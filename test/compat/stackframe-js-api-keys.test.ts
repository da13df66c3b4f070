// The official @stackframe/js client (unmodified) and its personal API keys against the emulator:
// user.createApiKey / listApiKeys / revoke, and StackServerApp.getUser({ apiKey }) (the /check endpoint).
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialApp, officialServerApp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat api keys', config: { allow_user_api_keys: true } } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;

const clientApp = () => officialApp(emu);

const serverApp = () => officialServerApp(emu);

describe('official client: user API keys', () => {
  it('creates, lists and revokes a key; the server app resolves the key to its user until it is revoked', async () => {
    const app = clientApp();
    const signUp = await app.signUpWithCredential({ email: uniqueEmail('compat-keys'), password: 'correct-horse-battery-1', noVerificationCallback: true, noRedirect: true });
    expect(signUp.status, why()).toBe('ok');
    const user = await app.getUser({ or: 'throw' });

    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    const created = await user.createApiKey({ description: 'compat key', expiresAt });
    expect(created.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
    expect(created.description).toBe('compat key');
    expect(created.type).toBe('user');
    expect(created.userId).toBe(user.id);
    expect(created.expiresAt?.getTime()).toBe(expiresAt.getTime());
    expect(created.isValid()).toBe(true);
    expect(created.whyInvalid()).toBeNull();
    const createExchange = recorder.find('POST', '/api/v1/user-api-keys').at(-1)!;
    expect(createExchange.status).toBe(200);

    const listed = await user.listApiKeys();
    expect(listed.map((k) => k.id)).toEqual([created.id]);
    expect(listed[0]!.value).toEqual({ lastFour: created.value.slice(-4) });

    const server = serverApp();
    const owner = await server.getUser({ apiKey: created.value });
    expect(owner?.id, why()).toBe(user.id);
    expect(recorder.find('POST', '/api/v1/user-api-keys/check').length).toBeGreaterThan(0);

    await listed[0]!.revoke();
    const patch = recorder.exchanges.filter((e) => e.method === 'PATCH' && e.path.startsWith(`/api/v1/user-api-keys/${created.id}`)).at(-1);
    expect(patch?.path).toContain(`user_id=${user.id}`);
    expect(JSON.parse(patch!.requestBody!)).toMatchObject({ revoked: true });

    const afterRevoke = await user.listApiKeys();
    expect(afterRevoke[0]!.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(afterRevoke[0]!.whyInvalid()).toBe('manually-revoked');
    expect(afterRevoke[0]!.isValid()).toBe(false);

    // A fresh server app (no cached check) sees the revoked key as no user.
    expect(await serverApp().getUser({ apiKey: created.value })).toBeNull();
  });
});
