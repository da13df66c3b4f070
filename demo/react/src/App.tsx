import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { baseUrl, currentUser, describeEvent, projectId, statusLine, userOf, type KnownUser, type StackEvent } from '../../shared/stack';
import { go, useHashRoute } from './use-hash-route';

export function App(): ReactNode {
  const route = useHashRoute();
  // undefined until the first answer: the page shows a loading state, never "Signed out" for a signed-in person.
  const [user, setUser] = useState<KnownUser>(undefined);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    // An event heard meanwhile is newer than the page-load answer.
    void currentUser().then((found) => live && setUser((known) => (known === undefined ? found : known)));
    return () => {
      live = false;
    };
  }, []);

  // React 19 adds `on<event name>` props of a custom element as listeners: onstack-signed-in.
  // describeEvent reads event.currentTarget, which is only set while the listener runs.
  const onSignedIn = useCallback((event: StackEvent) => {
    const line = describeEvent(event);
    setUser(userOf(event));
    setLog((lines) => [...lines, line]);
    go('/');
  }, []);
  const onSignedOut = useCallback((event: StackEvent) => {
    const line = describeEvent(event);
    setUser(null);
    setLog((lines) => [...lines, line]);
  }, []);

  return (
    <>
      <header>
        <a href="#/">Home</a>
        {user === null && <a href="#/sign-up">Sign up</a>}
        <stack-user-button project-id={projectId} base-url={baseUrl} sign-in-url="#/sign-in" onstack-signed-out={onSignedOut} />
      </header>
      <main>
        <p id="status" aria-busy={user === undefined}>
          {statusLine(user)}
        </p>
        {route === '/sign-up' && (
          <stack-sign-up project-id={projectId} base-url={baseUrl} sign-in-url="#/sign-in" onstack-signed-in={onSignedIn} />
        )}
        {route === '/sign-in' && (
          <stack-sign-in project-id={projectId} base-url={baseUrl} sign-up-url="#/sign-up" onstack-signed-in={onSignedIn} />
        )}
        <h2>Events heard by the app</h2>
        <ol id="event-log">
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </main>
    </>
  );
}
