// The statement ceilings of the hot paths (issue 16): GET /users/me in at most 3 SQL statements, a token
// refresh in at most 6, a password sign-up in at most 10. Counted through the database itself (a counting
// decorator), after one request of the same kind warmed the process's caches, as a busy emulator runs.
// The answers stay what they were: every one is checked against its wire schema (useEmulator).
import { describe, expect, it } from 'vitest';
import { countStatements, newStatementCounter } from '../../../emulator/db/counting';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, serverHeaders, signUp } from './helpers';

const counter = newStatementCounter();
const emu = useEmulator({ wrapDatabase: (db) => countStatements(db, counter) });

/** Statements of the second of two such requests, with what ran when over the ceiling. */
async function statementsOf(run: () => Promise<unknown>): Promise<{ count: number; ran: string[] }> {
  await run();
  const before = counter.count;
  await run();
  const count = counter.count - before;
  return { count, ran: counter.recent.slice(-count) };
}

describe('SQL statements per request', () => {
  it('GET /users/me: at most 3 (client and server access)', async () => {
    const user = await signUp(emu, emu.project);
    for (const headers of [clientHeaders(emu.project), serverHeaders(emu.project)]) {
      const me = () => call(emu, '/users/me', { headers: { ...headers, 'x-stack-access-token': user.access_token } }).then((res) => expect(res.status, res.text).toBe(200));
      const { count, ran } = await statementsOf(me);
      expect(count, ran.join('\n')).toBeLessThanOrEqual(3);
    }
  });

  it('POST /auth/sessions/current/refresh: at most 6', async () => {
    const user = await signUp(emu, emu.project);
    const refresh = () =>
      call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': user.refresh_token }) }).then((res) =>
        expect(res.status, res.text).toBe(200),
      );
    const { count, ran } = await statementsOf(refresh);
    expect(count, ran.join('\n')).toBeLessThanOrEqual(6);
  });

  it('POST /auth/password/sign-up: at most 10', async () => {
    const { count, ran } = await statementsOf(() => signUp(emu, emu.project));
    expect(count, ran.join('\n')).toBeLessThanOrEqual(10);
  });
});
