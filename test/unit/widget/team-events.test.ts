// @vitest-environment happy-dom
// stack-team-changed: one event per change of the selected team's id, wherever the change came from.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Team } from '../../../src/core/apps/types';
import { SessionEvents, type StackTeamEvent } from '../../../widget/events';
import { FakeApp, makePublicUser } from '../react/fake-app';

interface Seen {
  team: string | null;
  target: EventTarget | null;
  bubbles: boolean;
  composed: boolean;
}

let seen: Seen[];
const record = (event: StackTeamEvent): void => {
  seen.push({ team: event.detail.team?.displayName ?? null, target: event.target, bubbles: event.bubbles, composed: event.composed });
};

const team = (id: string, displayName: string): Team => ({ id, displayName, profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: null });
const ALPHA = team('00000000-0000-4000-8000-00000000000a', 'Alpha');
const BETA = team('00000000-0000-4000-8000-00000000000b', 'Beta');

beforeEach(() => {
  seen = [];
  document.addEventListener('stack-team-changed', record);
  document.body.innerHTML = '';
});
afterEach(() => {
  document.removeEventListener('stack-team-changed', record);
});

describe('stack-team-changed', () => {
  it('the page-load state is the baseline; each later change of the selected team is one event on document', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { selectedTeam: ALPHA }), false);
    const events = new SessionEvents(app);
    await app.getUser();
    expect(seen).toEqual([]);

    app.setUser(makePublicUser('me@example.com', { selectedTeam: BETA }));
    expect(seen).toEqual([{ team: 'Beta', target: document, bubbles: true, composed: true }]);

    // Same team, other fields changed: no team event; the same state again: nothing.
    app.setUser(makePublicUser('me@example.com', { selectedTeam: BETA, displayName: 'Me' }));
    app.setUser(makePublicUser('me@example.com', { selectedTeam: BETA, displayName: 'Me' }));
    expect(seen).toHaveLength(1);

    app.setUser(makePublicUser('me@example.com', { selectedTeam: null, displayName: 'Me' }));
    expect(seen.map((s) => s.team)).toEqual(['Beta', null]);
    events.dispose();
  });

  it("a change during an element's action is dispatched from that element and reaches document once", async () => {
    const app = new FakeApp('me@example.com');
    const events = new SessionEvents(app);
    await app.getUser();
    const host = document.createElement('stack-team-switcher');
    host.attachShadow({ mode: 'open' });
    document.body.appendChild(host);
    await events.runAction(host, async () => app.setUser(makePublicUser('me@example.com', { selectedTeam: ALPHA })));
    expect(seen).toEqual([{ team: 'Alpha', target: host, bubbles: true, composed: true }]);
    events.dispose();
  });

  it('signing out with a selected team announces team null', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { selectedTeam: ALPHA }), false);
    const events = new SessionEvents(app);
    await app.getUser();
    app.setUser(null);
    expect(seen.map((s) => s.team)).toEqual([null]);
    events.dispose();
  });
});
