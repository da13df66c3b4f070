// The framework demos' one link to Stack Elements (React, Vue and Svelte import it): where the project
// is (Vite env, so no <script data-*> tag is needed) and the user as the app keeps it, from our events.

/** VITE_STACK_PROJECT_ID / VITE_STACK_BASE_URL come from .env.local, the shell, or `npm run demo:react|vue|svelte`. */
export const projectId: string = import.meta.env.VITE_STACK_PROJECT_ID ?? '';
export const baseUrl: string = import.meta.env.VITE_STACK_BASE_URL ?? 'http://127.0.0.1:8102';

export type StackEvent = HTMLElementEventMap['stack-signed-in'];

export interface AppUser {
  id: string;
  email: string | null;
}

/**
 * The user as the app knows it: undefined until the page's first answer (so a signed-in person never sees
 * "Signed out" while it loads), then the user, or null when nobody is signed in.
 */
export type KnownUser = AppUser | null | undefined;

/** The app's status line for each of the three states. */
export function statusLine(user: KnownUser): string {
  if (user === undefined) return 'Loading…';
  return user ? `Signed in as ${user.email ?? user.id}` : 'Signed out';
}

/** The user carried by a stack-* event (null after a sign-out). */
export function userOf(event: StackEvent): AppUser | null {
  const user = event.detail.user;
  return user ? { id: user.id, email: user.primaryEmail } : null;
}

/** One line of the app's event log: the event, the element it was heard on, and its user. */
export function describeEvent(event: StackEvent): string {
  const on = event.currentTarget instanceof Element ? event.currentTarget.localName : 'document';
  return `${event.type} on <${on}>: ${event.detail.user?.primaryEmail ?? 'no user'}`;
}

/** Who is signed in when the page loads: the page-load state is a baseline, not an event. */
export async function currentUser(): Promise<AppUser | null> {
  const user = await window.StackElements?.getApp(projectId, baseUrl)?.getUser();
  return user ? { id: user.id, email: user.primaryEmail } : null;
}
