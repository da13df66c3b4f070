// Hooks over the app of the nearest StackProvider. The user hook subscribes to app.onUserChange,
// so a sign-in in one element (or another tab) re-renders every component of that app. A failed read
// offers retry() and tries again by itself when the network or the tab comes back (./come-back.ts).

import { useCallback, useContext, useEffect, useState } from 'react';
import type { CurrentUser, Project, StackClientAppApi } from '../core/internal';
import type { EmulatorFeature } from '../protocol/wire/emulator-features';
import { useRetryOnComeBack } from './come-back';
import { getLocale, translatorFor, type Translate } from './i18n';
import { knownProject, knownUser } from './known-answers';
import { StackContext, type RunAction, type StackContextValue } from './provider';

function useStackContext(): StackContextValue {
  const value = useContext(StackContext);
  if (!value) throw new Error('Stack hooks and components must be used inside <StackProvider app={…}>');
  return value;
}

export function useStackApp(): StackClientAppApi {
  return useStackContext().app;
}

export function useRunAction(): RunAction {
  return useStackContext().runAction;
}

/** The translator of the nearest StackProvider (it re-renders with new tables); outside one, the page-wide locale's. */
export function useTranslation(): Translate {
  const context = useContext(StackContext);
  return context?.translate ?? translatorFor(context?.locale ?? getLocale());
}

/** What useUserState reports: `loading` until the first answer, then the user (or null), or the failure. */
export type UserState =
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser | null }
  | { status: 'error'; error: unknown };

/** Ready when the app already holds the answer (./known-answers.ts), so the first frame shows it. */
function userStateOf(app: StackClientAppApi): UserState {
  const known = knownUser(app);
  return known ? { status: 'ready', user: known.value } : { status: 'loading' };
}

/** The same state object when nothing changed, so React skips the render. */
function readyUser(previous: UserState, user: CurrentUser | null): UserState {
  return previous.status === 'ready' && previous.user === user ? previous : { status: 'ready', user };
}

export function useUserState(): UserState & { retry(): void } {
  const app = useStackApp();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<UserState>(() => userStateOf(app));
  useEffect(() => {
    let active = true;
    let heardChange = false;
    // A retry keeps the error shown until the answer: the sign-in gate draws its forms under a failed
    // read, and a skeleton in between would throw away what the person typed.
    setState((previous) => {
      if (previous.status === 'error') return previous;
      const next = userStateOf(app);
      return next.status === 'ready' ? readyUser(previous, next.user) : next;
    });
    const unsubscribe = app.onUserChange((user) => {
      heardChange = true;
      if (active) setState((previous) => readyUser(previous, user));
    });
    // A watched app's known user stays current through the listener above, so only other apps read (issue 16:
    // one read per element was a good share of a twenty-element page's first render). A change heard meanwhile
    // is newer than a read's answer, so the answer must not overwrite it.
    if (attempt > 0 || !knownUser(app)) {
      app.getUser().then(
        (user) => {
          if (active && !heardChange) setState((previous) => readyUser(previous, user));
        },
        (error: unknown) => {
          if (active && !heardChange) setState({ status: 'error', error });
        },
      );
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [app, attempt]);
  return useRetry(state, setAttempt);
}

/** The signed-in user, null when signed out, undefined while the first answer is pending or failed. */
export function useUser(): CurrentUser | null | undefined {
  const state = useUserState();
  return state.status === 'ready' ? state.user : undefined;
}

export type ProjectState =
  | { status: 'loading' }
  | { status: 'ready'; project: Project }
  | { status: 'error'; error: unknown };

function projectStateOf(app: StackClientAppApi): ProjectState {
  const known = knownProject(app);
  return known ? { status: 'ready', project: known.value } : { status: 'loading' };
}

function readyProject(previous: ProjectState, project: Project): ProjectState {
  return previous.status === 'ready' && previous.project === project ? previous : { status: 'ready', project };
}

export function useProjectState(): ProjectState & { retry(): void } {
  const app = useStackApp();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProjectState>(() => projectStateOf(app));
  useEffect(() => {
    let active = true;
    setState((previous) => {
      const next = projectStateOf(app);
      return next.status === 'ready' ? readyProject(previous, next.project) : next;
    });
    // A watched app's known project is the answer getProject keeps: nothing to wait for.
    if (attempt > 0 || !knownProject(app)) {
      app.getProject().then(
        (project) => {
          if (active) setState((previous) => readyProject(previous, project));
        },
        (error: unknown) => {
          if (active) setState({ status: 'error', error });
        },
      );
    }
    return () => {
      active = false;
    };
  }, [app, attempt]);
  return useRetry(state, setAttempt);
}

/** The state with a stable retry() that reloads, called by itself on come-back while the state is an error. */
export function useRetry<S extends { status: string }>(state: S, setAttempt: (next: (n: number) => number) => void): S & { retry(): void } {
  const retry = useCallback(() => setAttempt((n) => n + 1), [setAttempt]);
  useRetryOnComeBack(state.status === 'error', retry);
  return { ...state, retry };
}

/**
 * Whether the server announces an API extension (GET /emulator/features): undefined until it answers, false
 * when it cannot tell, so a screen offers an extension only to a server that serves it.
 */
export function useServerExtension(name: EmulatorFeature): boolean | undefined {
  const app = useStackApp();
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let active = true;
    app.getServerExtensions().then(
      (names) => active && setSupported(names.has(name)),
      () => active && setSupported(false),
    );
    return () => {
      active = false;
    };
  }, [app, name]);
  return supported;
}

/** The project (its config decides which forms show), undefined while loading or failed. */
export function useProject(): Project | undefined {
  const state = useProjectState();
  return state.status === 'ready' ? state.project : undefined;
}
