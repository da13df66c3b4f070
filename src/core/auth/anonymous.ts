// Anonymous users (SPEC.md §4 "Anonymous users", PROTOCOL.md §5.6): they count as signed out unless
// getUser is asked for them, and `or: 'anonymous'` signs up anonymously once however many ask at once.

/** getUser options that admit anonymous users. */
export type AnonymousGetUserOr = 'anonymous' | 'anonymous-if-exists';

export function admitsAnonymous(or: string | undefined): or is AnonymousGetUserOr {
  return or === 'anonymous' || or === 'anonymous-if-exists';
}

/** The user a caller sees: an anonymous one only when the caller asked for anonymous users. */
export function visibleUser<U extends { isAnonymous: boolean }>(user: U | null, or?: string): U | null {
  if (user === null) return null;
  return user.isAnonymous && !admitsAnonymous(or) ? null : user;
}

/** Runs one task at a time: callers arriving while it runs get the same promise. */
export class SharedTask<T> {
  private pending: Promise<T> | null = null;

  run(task: () => Promise<T>): Promise<T> {
    if (this.pending !== null) return this.pending;
    const promise = task().finally(() => {
      if (this.pending === promise) this.pending = null;
    });
    this.pending = promise;
    return promise;
  }
}
