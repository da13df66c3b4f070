// A sign-in that ends on another page (magic link, OAuth callback, a handler page that redirects): the
// signing page leaves a one-shot note in session storage right before it navigates, and the page it
// lands on takes the note when it first sees that user, so that page's elements can announce the
// sign-in once (widget/events.ts). A reload finds no note. Storage may be absent or blocked.

/** The session-storage key of the note. */
export const SIGNED_IN_HANDOFF_STORAGE_KEY = 'stack_elements_signed_in';
/** A note older than this is stale: the redirect never landed on a page that read it. */
export const SIGNED_IN_HANDOFF_MAX_AGE_MS = 60_000;

interface Note {
  userId: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    // Reading sessionStorage throws where the browser blocks storage (sandboxed frames, strict privacy settings).
    return null;
  }
}

/** Notes that `userId` just signed in and this page is about to navigate away. */
export function leaveSignedInNote(userId: string, now: number): void {
  try {
    storage()?.setItem(SIGNED_IN_HANDOFF_STORAGE_KEY, JSON.stringify({ userId, at: now } satisfies Note));
  } catch {
    // A full or blocked storage only loses the landing page's event.
  }
}

/** Takes the note (it is gone afterwards): whether `userId` signed in on the page that led here, just now. */
export function takeSignedInNote(userId: string | null, now: number): boolean {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(SIGNED_IN_HANDOFF_STORAGE_KEY) ?? null;
    if (raw !== null) store?.removeItem(SIGNED_IN_HANDOFF_STORAGE_KEY);
  } catch {
    return false;
  }
  if (raw === null || userId === null) return false;
  try {
    const note = JSON.parse(raw) as Partial<Note>;
    return note.userId === userId && typeof note.at === 'number' && now - note.at >= 0 && now - note.at <= SIGNED_IN_HANDOFF_MAX_AGE_MS;
  } catch {
    return false;
  }
}
