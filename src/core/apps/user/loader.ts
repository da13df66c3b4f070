// The on-demand loader of the current user's area code (./areas): a signed-out sign-in page never needs it.

type UserAreas = typeof import('./areas');

let loading: Promise<UserAreas> | undefined;

/** The area code, fetched once on first use; a failed fetch is tried again next time. */
export function userAreas(): Promise<UserAreas> {
  loading ??= import('./areas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the area code early (beside a screen that will read it); a failure is met again, and said, on first use. */
export function preloadUserAreas(): void {
  userAreas().catch(() => undefined);
}
