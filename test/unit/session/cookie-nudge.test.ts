// Tabs of one origin hear a sign-in or sign-out over a BroadcastChannel at once, without waiting for
// the cookie poll: here the poll never runs (a manual clock), so only the nudge can deliver the change.
import { afterEach, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { CookieTokenStore, type TokenPair } from '../../../src/core/session';
import { FakeCookieDocument } from './support';

const globals = globalThis as { document?: unknown };
afterEach(() => {
  delete globals.document;
});

it('a write in one store is heard at once by another store of the same project, and not of another', async () => {
  // One cookie jar, as two tabs of one origin share it; the global document, so the stores open their channel.
  globals.document = new FakeCookieDocument();
  const clock = new ManualClock(1_700_000_000_000);
  const writer = new CookieTokenStore({ projectId: 'p1', clock });
  const reader = new CookieTokenStore({ projectId: 'p1', clock });
  const stranger = new CookieTokenStore({ projectId: 'p2', clock });
  const heard: TokenPair[] = [];
  const strangerHeard: TokenPair[] = [];
  const unsubscribe = reader.subscribe((tokens) => heard.push(tokens));
  const unsubscribeStranger = stranger.subscribe((tokens) => strangerHeard.push(tokens));
  try {
    writer.set({ refreshToken: 'r1', accessToken: 'a1' });
    await expect.poll(() => heard).toEqual([{ refreshToken: 'r1', accessToken: 'a1' }]);
    writer.set({ refreshToken: null, accessToken: null });
    await expect.poll(() => heard.at(-1)).toEqual({ refreshToken: null, accessToken: null });
    expect(strangerHeard).toEqual([]);
  } finally {
    unsubscribe();
    unsubscribeStranger();
    writer.dispose();
    reader.dispose();
    stranger.dispose();
  }
});
