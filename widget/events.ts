// DOM events for session transitions of one app.
//
// Rule: every transition produces exactly ONE event of each kind that reaches `document`.
// - Transitions caused by an action in an element (sign-in, sign-up, sign-out, run through
//   `runAction`) are dispatched on that element when it is still connected; they bubble and are
//   composed, so they leave the shadow root and reach document once. A disconnected origin
//   falls back to dispatching on document.
// - Transitions from outside (another tab, token expiry, the SDK used directly) are dispatched on
//   document, once per app: one SessionEvents exists per app (see registry.ts), never per element.
// - The app notifies during the action (StackClientApp loads the new user before sign-in or
//   sign-out resolves), which is how the change is tied to the element.
// - Duplicates are dropped: a transition is a change of the user's snapshot against the last one
//   seen here, so repeated notifications of one state dispatch nothing.
// The first user state heard (page load) is the baseline and produces no event; one heard first
// during an action counts as a change from "signed out", and so does one heard first on the page a
// redirect sign-in lands on (the signing page's note, src/core/auth/signed-in-handoff.ts): that page
// gets its stack-signed-in once, on document; a reload finds no note.

import type { CurrentUser, PublicUser, StackClientAppApi, Team } from '../src/core/apps/types';
import { takeSignedInNote } from '../src/core/auth/signed-in-handoff';
import { SESSION_EVENTS } from './definitions/events';

/** Event names by key, from widget/definitions/events.ts (also `window.StackElements.events`). */
export const STACK_EVENTS = {
  signedIn: SESSION_EVENTS.signedIn.name,
  signedOut: SESSION_EVENTS.signedOut.name,
  userChanged: SESSION_EVENTS.userChanged.name,
  teamChanged: SESSION_EVENTS.teamChanged.name,
} as const;

export type StackEventName = (typeof STACK_EVENTS)[keyof typeof STACK_EVENTS];

/** `stack-signed-in`, `stack-signed-out`, `stack-user-changed`: the user's public fields after the change (null: signed out). */
export interface StackEventDetail {
  user: PublicUser | null;
}

export type StackEvent = CustomEvent<StackEventDetail>;

/** `stack-team-changed`: the user's selected team after the change (null: none, or signed out). */
export interface StackTeamEventDetail {
  team: Team | null;
}

export type StackTeamEvent = CustomEvent<StackTeamEventDetail>;

// The typed event maps (document.addEventListener('stack-signed-in', …)) are generated from the
// definitions: widget/types/html-elements.d.ts.

function snapshotOf(user: CurrentUser | null): PublicUser | null {
  return user ? user.toPublicUser() : null;
}

export class SessionEvents {
  private known = false;
  private lastId: string | null = null;
  private lastKey = 'null';
  /** The selected team's id in the last state seen (null: none or signed out). */
  private lastTeamId: string | null = null;
  /** The element whose action is running; changes heard meanwhile are that action's doing. */
  private origin: Element | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    app: StackClientAppApi,
    private readonly doc: Document = document,
  ) {
    // No read of its own: the app notifies on its first user load (any element's getUser), which
    // becomes the baseline, so the events cost no extra request.
    this.unsubscribe = app.onUserChange((user) => this.observe(user));
  }

  /** Runs an element's auth action and attributes the change heard during it to that element. */
  async runAction<T>(element: Element, action: () => Promise<T>): Promise<T> {
    this.origin = element;
    try {
      return await action();
    } finally {
      // A notification arriving after the action is treated as an outside change (on document).
      if (this.origin === element) this.origin = null;
    }
  }

  /** Feeds one observed user state; dispatches the transition's events when it differs. */
  observe(user: CurrentUser | null): void {
    const snapshot = snapshotOf(user);
    const id = snapshot?.id ?? null;
    const key = snapshot ? JSON.stringify(snapshot) : 'null';
    if (!this.known) {
      this.known = true;
      // Outside an action, the first state is the baseline; inside one, or when the page that led here
      // signed this user in and redirected (its note is taken once), it follows "signed out". Signed out,
      // no note can match: the storage is not read at all, a first read that costs a sign-in page ms.
      if (!this.origin && (id === null || !takeSignedInNote(id, Date.now()))) {
        this.lastId = id;
        this.lastKey = key;
        this.lastTeamId = snapshot?.selectedTeam?.id ?? null;
        return;
      }
    }
    if (key === this.lastKey) return;
    const previousId = this.lastId;
    const teamId = snapshot?.selectedTeam?.id ?? null;
    const teamChanged = teamId !== this.lastTeamId;
    this.lastId = id;
    this.lastKey = key;
    this.lastTeamId = teamId;
    const names: StackEventName[] = [];
    if (id !== null && id !== previousId) names.push(STACK_EVENTS.signedIn);
    if (id === null && previousId !== null) names.push(STACK_EVENTS.signedOut);
    names.push(STACK_EVENTS.userChanged);
    const origin = this.origin;
    this.origin = null;
    const target: EventTarget = origin && origin.isConnected ? origin : this.doc;
    for (const name of names) {
      target.dispatchEvent(new CustomEvent<StackEventDetail>(name, { detail: { user: snapshot }, bubbles: true, composed: true }));
    }
    // Any change of the selected team id (switcher, settings, SDK, sign-in/out) is one team event.
    if (teamChanged) {
      const team = snapshot?.selectedTeam ?? null;
      target.dispatchEvent(new CustomEvent<StackTeamEventDetail>(STACK_EVENTS.teamChanged, { detail: { team }, bubbles: true, composed: true }));
    }
  }

  dispose(): void {
    this.unsubscribe();
  }
}
