import { useSyncExternalStore } from 'react';

export type Route = '/' | '/sign-in' | '/sign-up';

function read(): Route {
  const path = window.location.hash.slice(1);
  return path === '/sign-in' || path === '/sign-up' ? path : '/';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The page of this one-file app, from the URL's hash (#/sign-in), so any static host serves it. */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, read, read);
}

export function go(route: Route): void {
  window.location.hash = route;
}
