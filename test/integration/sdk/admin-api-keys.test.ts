// StackAdminApp internal API keys (PROTOCOL.md §4.9, §5.20) against the emulator: the three secrets once,
// lastFour afterwards, revoke, status with expiry checked before revocation (SPEC.md §4), and the keys
// of a revoked set refused by the server.
import { describe, expect, it } from 'vitest';
import { StackServerApp } from '../../../src/core/apps/server/server-app';
import { ManualClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { adminRecordingFetch, makeAdminApp } from './admin-helpers';

const clock = new ManualClock(Date.UTC(2031, 5, 1));
const emu = useEmulator({ clock });
const DAY = 86_400_000;

function admin() {
  const rec = adminRecordingFetch();
  return { rec, app: makeAdminApp(emu, emu.project, { fetch: rec.fetch, clock }) };
}

const allThree = (description: string, expiresAt = new Date(clock.now() + DAY)) => ({
  description,
  expiresAt,
  hasPublishableClientKey: true,
  hasSecretServerKey: true,
  hasSuperSecretAdminKey: true,
});

describe('createInternalApiKey / listInternalApiKeys / getInternalApiKey', () => {
  it('shows the three secrets once, then only their last four characters', async () => {
    const { rec, app } = admin();
    const expiresAt = new Date(clock.now() + DAY);
    const created = await app.createInternalApiKey(allThree('Deploy', expiresAt));
    expect(JSON.parse(rec.admin[0]!.body!)).toEqual({
      description: 'Deploy',
      expires_at_millis: expiresAt.getTime(),
      has_publishable_client_key: true,
      has_secret_server_key: true,
      has_super_secret_admin_key: true,
    });
    expect(created).toMatchObject({ description: 'Deploy', expiresAt, manuallyRevokedAt: null, createdAt: new Date(clock.now()), status: 'valid' });
    expect(created.publishableClientKey).toMatch(/^pck_/);
    expect(created.secretServerKey).toMatch(/^ssk_/);
    expect(created.superSecretAdminKey).toMatch(/^sak_/);
    expect(created.isValid()).toBe(true);

    const listed = (await app.listInternalApiKeys()).find((k) => k.id === created.id);
    expect(listed).toMatchObject({
      description: 'Deploy',
      publishableClientKey: { lastFour: created.publishableClientKey!.slice(-4) },
      secretServerKey: { lastFour: created.secretServerKey!.slice(-4) },
      superSecretAdminKey: { lastFour: created.superSecretAdminKey!.slice(-4) },
    });
    expect(JSON.stringify(listed)).not.toContain(created.secretServerKey!);
    expect((await app.getInternalApiKey(created.id))?.secretServerKey).toEqual({ lastFour: created.secretServerKey!.slice(-4) });
    expect(await app.getInternalApiKey('00000000-0000-4000-8000-000000000000')).toBeNull();

    // The new keys work: a server app with the new secret key reads the project's teams.
    const server = new StackServerApp({ projectId: emu.project.id, secretServerKey: created.secretServerKey!, baseUrl: emu.url, redirectMethod: 'none' });
    expect(await server.listTeams()).toEqual([]);
  });

  it('a set without some kinds has null for them; the emulator’s own set has no expiry', async () => {
    const { app } = admin();
    const created = await app.createInternalApiKey({ ...allThree('Server only'), hasPublishableClientKey: false, hasSuperSecretAdminKey: false });
    expect(created.publishableClientKey).toBeUndefined();
    const listed = (await app.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect([listed.publishableClientKey, listed.superSecretAdminKey]).toEqual([null, null]);
    const own = (await app.listInternalApiKeys()).find((k) => k.description === 'Created by the emulator')!;
    expect([own.expiresAt, own.status]).toEqual([null, 'valid']);
  });

  it('revoke: status manually-revoked, and the revoked secret key is refused (INVALID_SECRET_SERVER_KEY)', async () => {
    const { rec, app } = admin();
    const created = await app.createInternalApiKey(allThree('Short-lived'));
    rec.clear();
    await created.revoke();
    expect(rec.admin.map((r) => [r.method, r.path, r.body])).toEqual([['PATCH', `/internal/api-keys/${created.id}`, JSON.stringify({ revoked: true })]]);
    const listed = (await app.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect(listed.manuallyRevokedAt).toEqual(new Date(clock.now()));
    expect([listed.status, listed.whyInvalid(), listed.isValid()]).toEqual(['manually-revoked', 'manually-revoked', false]);
    const server = new StackServerApp({ projectId: emu.project.id, secretServerKey: created.secretServerKey!, baseUrl: emu.url, redirectMethod: 'none' });
    await expect(server.listTeams()).rejects.toBeInstanceOf(KnownErrors.InvalidSecretServerKey);
  });

  it('expiry is checked before revocation', async () => {
    const { app } = admin();
    const created = await app.createInternalApiKey(allThree('Expiring', new Date(clock.now() + 60_000)));
    await created.revoke();
    const listed = (await app.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect(listed.status).toBe('manually-revoked');
    await clock.advance(60_000);
    expect([listed.status, listed.whyInvalid()]).toEqual(['expired', 'expired']);
    const unrevoked = await app.createInternalApiKey(allThree('Also expiring', new Date(clock.now() + 1000)));
    await clock.advance(1000);
    expect(unrevoked.status).toBe('expired');
  });

  it('getInternalApiKey answers null for API_KEY_NOT_FOUND; an invalid expiry is a SCHEMA_ERROR', async () => {
    const { rec, app } = admin();
    expect(await app.getInternalApiKey('not-a-key-id')).toBeNull();
    expect(rec.requests.map((r) => [r.path, r.status, r.knownError])).toEqual([['/internal/api-keys/not-a-key-id', 404, 'API_KEY_NOT_FOUND']]);
    await expect(app.createInternalApiKey(allThree('Bad', new Date(Number.NaN)))).rejects.toBeInstanceOf(KnownErrors.SchemaError);
  });
});
