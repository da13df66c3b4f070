// What a password check says (src/react/password/zxcvbn-check.ts), and how the elements get the check: the
// host installs a loader (the script tag loads a sibling file, the npm package a dynamic import), and
// nothing here holds the lists, so the sign-in script stays small.

/** zxcvbn's scale: 0 (guessed at once) .. 4 (very hard to guess). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  score: PasswordScore;
  /** The whole password is on the maintained list of common passwords. */
  common: boolean;
}

export type PasswordCheck = (password: string, userInputs?: readonly string[]) => PasswordVerdict;
export type PasswordCheckLoader = () => Promise<PasswordCheck>;

let loader: PasswordCheckLoader | null = null;
let loaded: PasswordCheck | null = null;
let pending: Promise<PasswordCheck | null> | null = null;
const listeners = new Set<() => void>();

/** Installs (or, with null, removes) how the check is fetched. */
export function setPasswordCheckLoader(next: PasswordCheckLoader | null): void {
  loader = next;
  loaded = null;
  pending = null;
}

/** The check when it has arrived, else null (then the forms go on without it). */
export function loadedPasswordCheck(): PasswordCheck | null {
  return loaded;
}

/**
 * Fetches the check once (callers share the request). Never rejects: without a loader, or when the file
 * cannot be loaded, it resolves null and the forms keep their length rule alone; a later call tries again.
 */
export function loadPasswordCheck(): Promise<PasswordCheck | null> {
  if (loaded) return Promise.resolve(loaded);
  if (!loader) return Promise.resolve(null);
  pending ??= loader().then(
    (check) => {
      loaded = check;
      for (const listener of [...listeners]) listener();
      return check;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

/** The check's load while it is on its way, else null: a form waits for it only then, and answers at once otherwise. */
export function passwordCheckInFlight(): Promise<PasswordCheck | null> | null {
  return loaded ? null : pending;
}

/** Called when the check arrives (useSyncExternalStore shape). */
export function subscribePasswordCheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
