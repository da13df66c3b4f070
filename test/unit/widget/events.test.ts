// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { leaveSignedInNote, SIGNED_IN_HANDOFF_MAX_AGE_MS, takeSignedInNote } from '../../../src/core/auth/signed-in-handoff';
import { SessionEvents, type StackEvent } from '../../../widget/events';
import { FakeApp, makePublicUser } from '../react/fake-app';

interface Seen {
  type: string;
  email: string | null | undefined;
  target: EventTarget | null;
}

let seen: Seen[];
const TYPES = ['stack-signed-in', 'stack-signed-out', 'stack-user-changed'] as const;
const record = (event: Event): void => {
  const detail = (event as StackEvent).detail;
  seen.push({ type: event.type, email: detail.user?.primaryEmail, target: event.target });
};

beforeEach(() => {
  seen = [];
  for (const type of TYPES) document.addEventListener(type, record);
  document.body.innerHTML = '';
});
afterEach(() => {
  for (const type of TYPES) document.removeEventListener(type, record);
});

/** An element with an open shadow root, like ours, holding a button where the click happens. */
function shadowHost(): HTMLElement {
  const host = document.createElement('stack-sign-in');
  host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
  document.body.appendChild(host);
  return host;
}

/** A component's first read: the app notifies the state it loaded, which becomes the baseline. */
async function settled(app: FakeApp): Promise<void> {
  await app.getUser();
}

describe('session events', () => {
  it('a sign-in action in an element: exactly one stack-signed-in reaches document, from that element', async () => {
    const app = new FakeApp();
    const events = new SessionEvents(app);
    const host = shadowHost();
    await events.runAction(host, () => app.signInWithCredential({ email: 'me@example.com', password: 'pw-12345678' }));
    expect(seen.map((s) => s.type)).toEqual(['stack-signed-in', 'stack-user-changed']);
    expect(seen[0]).toEqual({ type: 'stack-signed-in', email: 'me@example.com', target: host });
    events.dispose();
  });

  it('repeated notifications of one state dispatch once', async () => {
    const app = new FakeApp();
    const events = new SessionEvents(app);
    await settled(app);
    const user = makePublicUser('me@example.com');
    events.observe(app.makeUser(user));
    events.observe(app.makeUser(user));
    app.setUser(user);
    expect(seen.map((s) => s.type)).toEqual(['stack-signed-in', 'stack-user-changed']);
    events.dispose();
  });

  it('a notification arriving after the action ended goes to document, still once', async () => {
    const app = new FakeApp();
    app.notifyOnChange = false;
    const events = new SessionEvents(app);
    const host = shadowHost();
    await settled(app);
    await events.runAction(host, () => app.signInWithCredential({ email: 'me@example.com', password: 'pw-12345678' }));
    expect(seen).toEqual([]);
    app.setUser(makePublicUser('me@example.com'));
    expect(seen.map((s) => [s.type, s.target])).toEqual([
      ['stack-signed-in', document],
      ['stack-user-changed', document],
    ]);
    events.dispose();
  });

  it('several elements of one app: an outside change reaches document once, dispatched on document', async () => {
    const app = new FakeApp('me@example.com');
    const events = new SessionEvents(app);
    shadowHost();
    shadowHost();
    await settled(app);
    app.setUser(null);
    expect(seen).toEqual([
      { type: 'stack-signed-out', email: undefined, target: document },
      { type: 'stack-user-changed', email: undefined, target: document },
    ]);
    events.dispose();
  });

  it('an origin removed from the page falls back to document', async () => {
    const app = new FakeApp();
    const events = new SessionEvents(app);
    const host = shadowHost();
    await events.runAction(host, async () => {
      host.remove();
      return app.signUpWithCredential({ email: 'gone@example.com', password: 'pw-12345678' });
    });
    expect(seen.map((s) => [s.type, s.target])).toEqual([
      ['stack-signed-in', document],
      ['stack-user-changed', document],
    ]);
    events.dispose();
  });

  it('a failed action dispatches nothing, and a later outside change is not blamed on it', async () => {
    const app = new FakeApp();
    app.nextSignIn = Result.error(new KnownErrors.EmailPasswordMismatch());
    const events = new SessionEvents(app);
    const host = shadowHost();
    await settled(app);
    await events.runAction(host, () => app.signInWithCredential({ email: 'me@example.com', password: 'wrong' }));
    expect(seen).toEqual([]);
    app.setUser(makePublicUser('tab@example.com'));
    expect(seen.map((s) => [s.type, s.target, s.email])).toEqual([
      ['stack-signed-in', document, 'tab@example.com'],
      ['stack-user-changed', document, 'tab@example.com'],
    ]);
    events.dispose();
  });

  it('the first state seen is the baseline; a profile update is only stack-user-changed', async () => {
    const app = new FakeApp('me@example.com');
    const events = new SessionEvents(app);
    await settled(app);
    expect(seen).toEqual([]);
    app.setUser(makePublicUser('me@example.com', { displayName: 'Ada' }));
    expect(seen.map((s) => s.type)).toEqual(['stack-user-changed']);
    app.setUser(makePublicUser('me@example.com', { displayName: 'Ada' }));
    expect(seen).toHaveLength(1);
    events.dispose();
  });

  it('events bubble out of the shadow root when the action starts inside it', async () => {
    const app = new FakeApp('me@example.com');
    const events = new SessionEvents(app);
    const host = shadowHost();
    await settled(app);
    let heardOnHost = 0;
    host.addEventListener('stack-signed-out', () => heardOnHost++);
    const user = await app.getUser();
    await events.runAction(host, () => user!.signOut());
    expect(heardOnHost).toBe(1);
    expect(seen.filter((s) => s.type === 'stack-signed-out')).toHaveLength(1);
    events.dispose();
  });
});

describe('the page a redirect sign-in lands on', () => {
  afterEach(() => sessionStorage.clear());

  it('fires stack-signed-in once, on document, when its first state is the user the signing page noted', () => {
    const app = new FakeApp();
    const user = app.makeUser(makePublicUser('me@example.com'));
    leaveSignedInNote(user.id, Date.now());
    const events = new SessionEvents(app);
    events.observe(user);
    expect(seen).toEqual([
      { type: 'stack-signed-in', email: 'me@example.com', target: document },
      { type: 'stack-user-changed', email: 'me@example.com', target: document },
    ]);
    events.dispose();
    // The note is spent: the next page load (a reload) is a baseline again.
    const reload = new SessionEvents(app);
    reload.observe(user);
    expect(seen).toHaveLength(2);
    reload.dispose();
  });

  it('a signed-out first state reads no storage (a sign-in page pays nothing for the note: its first read costs ms)', () => {
    const app = new FakeApp();
    const user = app.makeUser(makePublicUser('me@example.com'));
    leaveSignedInNote(user.id, Date.now());
    const getItem = vi.spyOn(sessionStorage, 'getItem');
    try {
      const events = new SessionEvents(app);
      events.observe(null);
      events.dispose();
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
    expect(seen).toEqual([]);
  });

  it('ignores a note for another user, or an old one, and drops it', () => {
    const app = new FakeApp();
    const user = app.makeUser(makePublicUser('me@example.com'));
    leaveSignedInNote('someone-else', Date.now());
    const first = new SessionEvents(app);
    first.observe(user);
    leaveSignedInNote(user.id, Date.now() - SIGNED_IN_HANDOFF_MAX_AGE_MS - 1);
    const second = new SessionEvents(app);
    second.observe(user);
    expect(seen).toEqual([]);
    expect(takeSignedInNote(user.id, Date.now())).toBe(false);
    first.dispose();
    second.dispose();
  });
});
