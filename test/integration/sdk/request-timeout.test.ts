// Request time limits against a stalled server (the emulator behind a proxy that holds requests):
// the call ends in RequestTimeoutError, the session stays, and the next call succeeds once the server answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackClientApp } from '../../../src/core/apps/client-app';
import { RequestTimeoutError } from '../../../src/core/http';
import { AccessToken } from '../../../src/core/session';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { startStallProxy, type StallProxy } from '../../support/stall-proxy';
import { CREATED_REFRESH_WAIT_MS } from '../../../src/core/apps/user/teams';
import { PASSWORD, uniqueEmail } from './helpers';

const LIMIT_MS = 5000;
const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock, project: { config: { client_team_creation_enabled: true } } });
let proxy: StallProxy;

beforeAll(async () => {
  proxy = await startStallProxy(emu.url);
});
afterAll(async () => {
  await proxy.close();
});

function appBehindProxy(): StackClientApp {
  return new StackClientApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    baseUrl: proxy.url,
    tokenStore: 'memory',
    redirectMethod: 'none',
    clock,
    requestTimeoutMs: LIMIT_MS,
  });
}

/** Runs `call` while the proxy holds matching requests, lets the limit run out on the clock, and returns the rejection. */
async function stalled(hold: { method: string; path: string }, call: () => Promise<unknown>): Promise<unknown> {
  const before = proxy.heldCount;
  proxy.hold(hold);
  const outcome = call().then(
    () => new Error('expected the call to time out'),
    (error: unknown) => error,
  );
  await proxy.waitForHeld(before + 1);
  await clock.advance(LIMIT_MS - 1);
  await clock.advance(1);
  const error = await outcome;
  proxy.release();
  return error;
}

describe('a stalled server', () => {
  it('a timed-out token refresh keeps the session; the next call refreshes and succeeds', async () => {
    const app = appBehindProxy();
    const email = uniqueEmail('timeout-refresh');
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const user = (await app.getUser())!;
    const heard: (string | null)[] = [];
    const stop = app.onUserChange((changed) => heard.push(changed?.primaryEmail ?? null));
    const before = await app.getAuthJson();
    await clock.advance(new AccessToken(before.accessToken!).expiresAtMillis - clock.now() + 1000);

    // A write always goes to the server, so it needs a fresh access token first.
    const error = await stalled({ method: 'POST', path: '/api/v1/auth/oauth/token' }, () => user.update({ displayName: 'First try' }));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).url).toBe(`${proxy.url}/api/v1/auth/oauth/token`);
    // Still signed in: the refresh token is kept and nobody was told of a sign-out.
    expect((await app.getAuthJson()).refreshToken).toBe(before.refreshToken);
    expect(heard).not.toContain(null);

    await user.update({ displayName: 'Second try' });
    expect((await app.getUser())?.displayName).toBe('Second try');
    const after = await app.getAuthJson();
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    stop();
    app.dispose();
  });

  it('a timed-out profile save keeps the person signed in; saving again works', async () => {
    const app = appBehindProxy();
    const email = uniqueEmail('timeout-save');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;

    const error = await stalled({ method: 'PATCH', path: '/api/v1/users/me' }, () => user.update({ displayName: 'Stalled' }));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((await app.getUser())?.primaryEmail).toBe(email);

    await user.update({ displayName: 'Saved' });
    expect((await app.getUser())?.displayName).toBe('Saved');
    app.dispose();
  });

  it('createTeam answers once the team exists while the list re-read stalls: the held list shows the team', async () => {
    const app = appBehindProxy();
    expect((await app.signUpWithCredential({ email: uniqueEmail('stalled-teams'), password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const user = (await app.getUser())!;
    const teams = user.teamsCache();
    expect(await teams.get()).toEqual([]);
    const heard: string[][] = [];
    const stop = teams.subscribe((list) => heard.push(list.map((team) => team.displayName)));
    // Past the cache's throttle, so the re-read after the creation leaves at once.
    await clock.advance(1000);
    const before = proxy.heldCount;
    proxy.hold({ method: 'GET', path: '/api/v1/teams' });
    let answered = false;
    const created = user.createTeam({ displayName: 'Stalled list' }).then((team) => {
      answered = true;
      return team;
    });
    await proxy.waitForHeld(before + 1);
    expect(answered).toBe(false);
    await clock.advance(CREATED_REFRESH_WAIT_MS);
    const team = await created;
    expect(team.displayName).toBe('Stalled list');
    expect(teams.peek()?.value.map((known) => known.id)).toEqual([team.id]);
    expect(heard).toEqual([['Stalled list']]);
    stop();
    proxy.release();
  });
});
