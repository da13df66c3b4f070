// All state lives in the database: a restart on the same data folder keeps users, sessions,
// signing keys, projects and mails; seeding is idempotent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { call, clientHeaders, signUp, uniqueEmail, type Keys } from './helpers';

let dataDir: string;
let emu: RunningEmulator | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stack-emulator-test-'));
});
afterAll(async () => {
  await emu?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('restart with a data folder', () => {
  it('keeps everything across a restart', async () => {
    emu = await startEmulator({ port: 0, dataDir });
    const project: Keys = await emu.createProject({ displayName: 'Persistent' });
    const email = uniqueEmail('persist');
    await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(project),
      body: { email, password: 'persist-pass-1', verification_callback_url: 'http://localhost:3000/verify' },
    });
    const user = await signUp(emu, project);
    const jwksBefore = await (await fetch(`${emu.url}/api/v1/projects/${project.id}/.well-known/jwks.json`)).json();
    const defaultProject = emu.defaultProject;
    await emu.close();
    emu = undefined;

    emu = await startEmulator({ port: 0, dataDir });
    expect(emu.defaultProject).toEqual(defaultProject);
    // The project and its keys survived.
    expect((await call(emu, '/projects/current', { headers: clientHeaders(project) })).json.display_name).toBe('Persistent');
    // The old access token still verifies: the signing keys survived.
    const me = await call(emu, '/users/me', { headers: clientHeaders(project, { 'x-stack-access-token': user.access_token }) });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(user.user_id);
    // The session survived.
    const refresh = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(project, { 'x-stack-refresh-token': user.refresh_token }) });
    expect(refresh.status).toBe(200);
    // The password survived.
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(project), body: { email: user.email, password: user.password } });
    expect(signIn.status).toBe(200);
    expect(await (await fetch(`${emu.url}/api/v1/projects/${project.id}/.well-known/jwks.json`)).json()).toEqual(jwksBefore);
    expect(await emu.mailbox(email)).toHaveLength(1);
    // Seeding did not duplicate the default project.
    expect((await call(emu, '/projects/current', { headers: clientHeaders(defaultProject) })).status).toBe(200);
  });
});

describe('two emulators in one process', () => {
  it('keep separate databases: same default project id, different signing keys', async () => {
    const a = await startEmulator({ port: 0, inMemory: true });
    const b = await startEmulator({ port: 0, inMemory: true });
    try {
      expect(a.defaultProject.id).toBe(b.defaultProject.id);
      const user = await signUp(a, a.defaultProject);
      const inB = await call(b, '/users/me', { headers: clientHeaders(b.defaultProject, { 'x-stack-access-token': user.access_token }) });
      expect(inB.status).toBe(401);
      expect(inB.json.code).toBe('UNPARSABLE_ACCESS_TOKEN');
      const userB = await signUp(b, b.defaultProject, user.email);
      const meB = await call(b, '/users/me', { headers: clientHeaders(b.defaultProject, { 'x-stack-access-token': userB.access_token }) });
      expect(meB.json.id).toBe(userB.user_id);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
