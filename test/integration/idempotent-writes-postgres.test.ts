// Two emulators on one PostgreSQL agree on a resent write: the same x-stack-random-nonce sent to both at
// once (and then again) makes one team, and every answer is the first one.
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { createIdempotencyKey } from '../../src/core/http';
import { call, clientHeaders, serverHeaders, signUp, type Keys } from './emulator/helpers';
import { useEmulatorsOnOnePostgres } from './emulator/postgres-cluster';

const started = useEmulatorsOnOnePostgres(2);

describe('idempotent writes across two emulators on one PostgreSQL', () => {
  it('concurrent duplicates sent to both instances: one team, one answer', async () => {
    const [a, b] = started as [RunningEmulator, RunningEmulator];
    const project: Keys = await a.createProject({ displayName: 'Shared Idem', config: { client_team_creation_enabled: true } });
    const user = await signUp(a, project);
    const nonce = createIdempotencyKey();
    const send = (emu: RunningEmulator) =>
      call(emu, '/teams', {
        headers: clientHeaders(project, { 'x-stack-access-token': user.access_token, 'x-stack-random-nonce': nonce }),
        body: { display_name: 'Across', creator_user_id: 'me' },
      });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    answers.push(await send(b));
    expect(answers.map((x) => x.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((x) => x.text)).size).toBe(1);
    const teams = await call(b, `/teams?user_id=${user.user_id}`, { headers: serverHeaders(project) });
    expect(teams.json.items.map((t: { display_name: string }) => t.display_name)).toEqual(['Across']);
  });
});
