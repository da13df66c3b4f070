// overrideRedirectMethod: a full-page handler makes an app with redirectMethod 'none' navigate while it is mounted.
import { describe, expect, it } from 'vitest';
import { StackClientApp } from '../../../src/core/apps/client-app';

function noNetwork(): Promise<Response> {
  throw new Error('no request expected');
}

describe('StackClientApp.overrideRedirectMethod', () => {
  it("redirects by the override while it is in force, and by the app's own method ('none') after release", async () => {
    const app = new StackClientApp({ projectId: 'p', tokenStore: 'memory', redirectMethod: 'none', fetch: noNetwork, urls: { afterSignOut: '/bye' } });
    const seen: string[] = [];
    await app.redirectTo('afterSignOut');
    expect(seen).toEqual([]);
    const release = app.overrideRedirectMethod({ navigate: (url) => seen.push(url) });
    await app.redirectTo('afterSignOut');
    expect(seen).toEqual(['/bye']);
    release();
    await app.redirectTo('afterSignOut');
    expect(seen).toEqual(['/bye']);
  });

  it('nested overrides: the newest applies, and releasing it restores the one before', async () => {
    const app = new StackClientApp({ projectId: 'p', tokenStore: 'memory', redirectMethod: 'none', fetch: noNetwork });
    const seen: string[] = [];
    const releaseOuter = app.overrideRedirectMethod({ navigate: (url) => seen.push(`outer ${url}`) });
    const releaseInner = app.overrideRedirectMethod({ navigate: (url) => seen.push(`inner ${url}`) });
    await app.redirectTo('home');
    releaseInner();
    releaseInner();
    await app.redirectTo('home');
    releaseOuter();
    await app.redirectTo('home');
    expect(seen).toEqual(['inner /', 'outer /']);
  });
});
