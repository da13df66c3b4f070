// The console's addresses (issue 32, Deliver 12): each place is a hash route, `#/projects` for the list
// and `#/projects/<project id>/<page>[/<what it shows>]` for a page, so Back, reload and links work under
// any host path without server rules. The fragment is read only when it is one of ours; anything
// else (a host's own `#top`) leaves the console at the place its attributes name.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleLocation } from './console-context';

/** Where the console is: a project (null: the list of projects) and its page. */
export interface ConsolePlace {
  projectId: string | null;
  location: ConsoleLocation;
}

const PREFIX = '#/projects';

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The place a fragment names, or null when it is not a console address. */
export function placeFromHash(hash: string): ConsolePlace | null {
  if (hash !== PREFIX && !hash.startsWith(`${PREFIX}/`)) return null;
  const segments = hash.slice(PREFIX.length + 1).split('/').filter((segment) => segment !== '').map(decode);
  if (segments.some((segment) => segment === null)) return null;
  const [projectId, page, ...rest] = segments as string[];
  if (projectId === undefined) return { projectId: null, location: { page: 'overview' } };
  const param = rest.join('/');
  return { projectId, location: param ? { page: page ?? 'overview', param } : { page: page ?? 'overview' } };
}

/** The fragment of a place (a param such as `theme/<id>` keeps its slash). */
export function hashOfPlace(place: ConsolePlace): string {
  if (place.projectId === null) return PREFIX;
  const { page, param } = place.location;
  const tail = param ? `/${param.split('/').map(encodeURIComponent).join('/')}` : '';
  return `${PREFIX}/${encodeURIComponent(place.projectId)}/${encodeURIComponent(page)}${tail}`;
}

function samePlace(a: ConsolePlace, b: ConsolePlace): boolean {
  return a.projectId === b.projectId && a.location.page === b.location.page && a.location.param === b.location.param;
}

function currentHash(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}

/**
 * The console's place and the way to change it. Routed, the URL's fragment is the truth: a move is a new
 * history entry, and Back or a link (hashchange) moves the console; otherwise the place is plain state.
 */
export function useConsolePlace(initial: () => ConsolePlace, routed: boolean): [ConsolePlace, (next: ConsolePlace) => void] {
  const [place, setPlace] = useState<ConsolePlace>(() => (routed ? placeFromHash(currentHash()) : null) ?? initial());
  const keep = useCallback((next: ConsolePlace) => setPlace((known) => (samePlace(known, next) ? known : next)), []);
  useEffect(() => {
    if (!routed) return undefined;
    const follow = (): void => {
      const named = placeFromHash(currentHash());
      if (named) keep(named);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [routed, keep]);
  const shown = useRef(place);
  shown.current = place;
  const go = useCallback(
    (next: ConsolePlace) => {
      keep(next);
      const hash = hashOfPlace(next);
      if (!routed || currentHash() === hash) return;
      // The entry the console started on gets its own address first, so Back can return to it.
      if (placeFromHash(currentHash()) === null) history.replaceState(history.state, '', hashOfPlace(shown.current));
      // Assigning the fragment adds the history entry Back returns through.
      location.hash = hash;
    },
    [routed, keep],
  );
  return [place, go];
}
