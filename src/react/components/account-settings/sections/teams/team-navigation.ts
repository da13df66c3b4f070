// How the teams overview and a team's page reach each other. The settings shell may provide the
// navigation (its sidebar lists the teams); without it the overview shows the team page in its place.

import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react';

export interface TeamNavigation {
  openTeam(teamId: string): void;
  openOverview(): void;
}

export const TeamNavigationContext = createContext<TeamNavigation | null>(null);

export function useTeamNavigation(): TeamNavigation | null {
  return useContext(TeamNavigationContext);
}

/** Where focus goes (and what is said there) once the next screen mounts: 'teams' or 'team:<id>'. */
interface HandOver {
  target: string;
  notice: string | null;
}

// Module state, because the screen that asks unmounts before the one that answers mounts.
let pending: HandOver | null = null;

export function handOver(target: string, notice: string | null = null): void {
  pending = { target, notice };
}

export function dropHandOver(): void {
  pending = null;
}

/** The hand-over meant for `target`, taken once. */
export function takeHandOver(target: string): HandOver | null {
  if (pending?.target !== target) return null;
  const taken = pending;
  pending = null;
  return taken;
}

/** Focuses the first section heading inside `root` (a heading is focusable only by script). */
export function focusHeadingIn(root: HTMLElement | null): void {
  const heading = root?.querySelector<HTMLElement>('h3');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** A ref for a container and a request that focuses its first heading after the next commit (once dialogs have closed). */
export function useHeadingFocus(): [RefObject<HTMLDivElement | null>, () => void] {
  const ref = useRef<HTMLDivElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusHeadingIn(ref.current);
  }, [requests]);
  return [ref, () => setRequests((count) => count + 1)];
}
