// The project and user answers an app already holds, for the apps whose reads the page watches for its
// whole life (the elements' apps, widget/registry.ts). A component mounted after they arrived renders them
// in its first frame, not a skeleton and then a second frame (issue 16). Apps nobody watches have no known
// answers and their components load as before.

import type { CurrentUser, Project, StackClientAppApi } from '../core/internal';

/** A value that is known; the wrapper tells "known to be null" (signed out) from "not known". */
export interface Known<T> {
  readonly value: T;
}

interface Answers {
  project?: Known<Project>;
  user?: Known<CurrentUser | null>;
  watchingUser: boolean;
}

const answers = new WeakMap<StackClientAppApi, Answers>();

function answersOf(app: StackClientAppApi): Answers {
  let entry = answers.get(app);
  if (!entry) {
    entry = { watchingUser: false };
    answers.set(app, entry);
  }
  return entry;
}

/**
 * Starts the reads and keeps their answers; the user stays current through onUserChange for the app's
 * life, so only call this for an app that lives as long as the page. A failed read is not kept (the
 * components read again and show the failure). Settles, never rejects, when the reads asked for settle.
 */
export function watchAnswers(app: StackClientAppApi, reads: { project: boolean; user: boolean }): Promise<void> {
  const entry = answersOf(app);
  const pending: Promise<unknown>[] = [];
  const ignore = (): void => {};
  // The project first: it needs no session, so it leaves before the session's first cookie read.
  if (reads.project) {
    pending.push(app.getProject().then((project) => {
      entry.project = { value: project };
    }, ignore));
  }
  if (reads.user) {
    if (!entry.watchingUser) {
      entry.watchingUser = true;
      app.onUserChange((user) => {
        entry.user = { value: user };
      });
    }
    const before = entry.user;
    pending.push(app.getUser().then((user) => {
      // A change heard meanwhile is newer than this answer.
      if (entry.user === before) entry.user = { value: user };
    }, ignore));
  }
  return Promise.all(pending).then(ignore);
}

/** The project the app answered, if it is watched and has answered. */
export function knownProject(app: StackClientAppApi): Known<Project> | undefined {
  return answers.get(app)?.project;
}

/** The current user (or null, signed out) the app answered last, if it is watched and has answered. */
export function knownUser(app: StackClientAppApi): Known<CurrentUser | null> | undefined {
  return answers.get(app)?.user;
}
