// What every console page reads: the signed-in owner, the open project and its admin app (acting with
// the owner's access token, never a secret key), navigation, and the element's events.

import { createContext, useContext } from 'react';
import type { StackAdminApp } from '../core/internal';
import type { CurrentUser } from '../core/internal';
import type { AdminOwnedProject } from '../core/internal';

/** The console's DOM events (the widget dispatches them on <stack-project-admin>). */
export type ConsoleEvent =
  | { type: 'project-created'; projectId: string; displayName: string }
  | { type: 'project-changed'; projectId: string | null; reason: 'opened' | 'updated' | 'deleted' }
  | { type: 'key-created'; projectId: string; keyId: string; description: string };

/** A place in the console: a page id and, for pages with their own sub-pages, what is open (a user id). */
export interface ConsoleLocation {
  page: string;
  param?: string;
}

export interface ConsoleContextValue {
  /** The owner, signed in on the internal project. */
  owner: CurrentUser;
  project: AdminOwnedProject;
  /** The project's admin app: every read and write of the pages goes through it. */
  adminApp: StackAdminApp;
  /** Reads the project again (after a settings change) and re-renders the console with it. */
  reloadProject(): Promise<void>;
  location: ConsoleLocation;
  navigate(page: string, param?: string): void;
  /** Back to the list of projects (also after deleting this one). */
  openProjects(): void;
  emit(event: ConsoleEvent): void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole must be used inside the project console');
  return value;
}
