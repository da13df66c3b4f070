// Two emulators on one real PostgreSQL (each with its own connection pool, as two processes have) count
// failed tries together: the abuse counters live in the database (emulator/abuse/store.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLED_MESSAGE } from '../../emulator/abuse/guard';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { ManualClock } from '../../src/protocol/clock';
import { call, clientHeaders, expectKnownError, signUp } from '../integration/emulator/helpers';
import { startPostgresCluster, type PostgresCluster } from '../integration/emulator/postgres-cluster';

const clock = new ManualClock(Date.UTC(2026, 0, 1));
let cluster: PostgresCluster | undefined;
const started: RunningEmulator[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // One after the other: the concurrent start is postgres.test.ts's subject, not this file's.
  started.push(await startEmulator({ port: 0, databaseUrl: cluster.url, clock }));
  started.push(await startEmulator({ port: 0, databaseUrl: cluster.url, clock }));
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((emu) => emu.close()));
  await cluster?.stop();
});

describe('attempt limits on a shared PostgreSQL', () => {
  it('wrong passwords alternating between two emulators reach the account limit together', async () => {
    const [a, b] = started as [RunningEmulator, RunningEmulator];
    const project = await a.createProject();
    const user = await signUp(a, project);
    const signIn = (emu: RunningEmulator, password: string) =>
      call(emu, '/auth/password/sign-in', { headers: clientHeaders(project), body: { email: user.email, password } });
    let failures = 0;
    for (; failures < 10; failures++) expectKnownError(await signIn(failures % 2 === 0 ? a : b, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    // Neither emulator saw 10 failures itself; both refuse now, the right password too.
    for (const emu of [a, b]) {
      const res = await signIn(emu, user.password);
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ message: THROTTLED_MESSAGE });
      expect(res.headers.get('retry-after')).toBe('1');
    }
    await clock.advance(1000);
    expect((await signIn(b, user.password)).status).toBe(200);
    console.log(`attempt limits on one PostgreSQL: 2 emulators, ${failures} failures (5 each) until both answer 429`);
  });
});
