// Projects and their keys are cached per emulator process (emulator/projects/cache.ts). A change made
// through the API must be seen at once by the process that made it and by another process on the same
// PostgreSQL: a config change, a key set created, and a key set revoked.
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { adminHeaders, call, clientHeaders, expectKnownError, uniqueEmail, type Keys } from './emulator/helpers';
import { useEmulatorsOnOnePostgres } from './emulator/postgres-cluster';

const started = useEmulatorsOnOnePostgres(2);

const serverCall = (emu: RunningEmulator, project: Keys, secret: string) =>
  call(emu, '/users?limit=1', { headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': secret } });
const signUp = (emu: RunningEmulator, project: Keys) =>
  call(emu, '/auth/password/sign-up', { headers: clientHeaders(project), body: { email: uniqueEmail(), password: 'correct-horse-1' } });

describe('project cache across two emulators on one PostgreSQL', () => {
  it('a config change made on one is seen at once by both', async () => {
    const [a, b] = started as [RunningEmulator, RunningEmulator];
    const project = await a.createProject({ displayName: 'Cached config' });
    // Both processes have the project cached (a sign-up works on each).
    for (const emu of [a, b]) expect((await signUp(emu, project)).status).toBe(200);
    const patched = await call(a, '/internal/projects/current', { method: 'PATCH', headers: adminHeaders(project), body: { config: { sign_up_enabled: false } } });
    expect(patched.status, patched.text).toBe(200);
    for (const emu of [a, b]) expectKnownError(await signUp(emu, project), 'SIGN_UP_NOT_ENABLED', 400);
    // And back.
    await call(b, '/internal/projects/current', { method: 'PATCH', headers: adminHeaders(project), body: { config: { sign_up_enabled: true } } });
    for (const emu of [a, b]) expect((await signUp(emu, project)).status).toBe(200);
  });

  it('a key set created on one authenticates on both; revoked on the other, it stops on both at once', async () => {
    const [a, b] = started as [RunningEmulator, RunningEmulator];
    const project = await a.createProject({ displayName: 'Cached keys' });
    for (const emu of [a, b]) expect((await serverCall(emu, project, project.secretServerKey)).status).toBe(200);
    const created = await call(a, '/internal/api-keys', {
      headers: adminHeaders(project),
      body: { description: 'rotating', expires_at_millis: Date.now() + 3_600_000, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false },
    });
    expect(created.status, created.text).toBe(200);
    const secret: string = created.json.secret_server_key;
    for (const emu of [a, b]) expect((await serverCall(emu, project, secret)).status).toBe(200);
    const revoked = await call(b, `/internal/api-keys/${created.json.id}`, { method: 'PATCH', headers: adminHeaders(project), body: { revoked: true } });
    expect(revoked.status, revoked.text).toBe(200);
    for (const emu of [a, b]) expectKnownError(await serverCall(emu, project, secret), 'INVALID_SECRET_SERVER_KEY', 401);
    // The project's other keys still work.
    for (const emu of [a, b]) expect((await serverCall(emu, project, project.secretServerKey)).status).toBe(200);
  });
});
