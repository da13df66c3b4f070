// A sign-in that ends on another page (magic link, OAuth callback, a handler page that redirects): the
// signing page leaves a one-shot note in session storage right before it navigates, and the page it
// lands on takes the note when it first sees that user, so that page's elements can announce the
// sign-in once (widget/events.ts). A reload finds no note. Storage may be absent or blocked.

/** The session-storage key of the note: `<ms since epoch> <user id>`. */
export const SIGNED_IN_HANDOFF_STORAGE_KEY = 'stack_elements_signed_in';
/** A note older than this is stale: the redirect never landed on a page that read it. */
export const SIGNED_IN_HANDOFF_MAX_AGE_MS = 60_000;

/** Notes that `userId` just signed in and this page is about to navigate away. */
export function leaveSignedInNote(userId: string, now: number): void {
  try {
    sessionStorage.setItem(SIGNED_IN_HANDOFF_STORAGE_KEY, `${now} ${userId}`);
  } catch {
    // No storage (outside a browser, blocked, full) only loses the landing page's event.
  }
}

/** Takes the note (it is gone afterwards): whether `userId` signed in on the page that led here, just now. */
export function takeSignedInNote(userId: string | null, now: number): boolean {
  try {
    const note = sessionStorage.getItem(SIGNED_IN_HANDOFF_STORAGE_KEY);
    if (note === null) return false;
    sessionStorage.removeItem(SIGNED_IN_HANDOFF_STORAGE_KEY);
    const [at, id] = note.split(' ');
    const age = now - Number(at);
    return id === userId && age >= 0 && age <= SIGNED_IN_HANDOFF_MAX_AGE_MS;
  } catch {
    return false;
  }
}
