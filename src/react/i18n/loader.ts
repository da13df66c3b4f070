// On-demand locale tables: the host plugs in how a table is fetched (the script tag bundle loads a sibling
// file, an ESM build would use a dynamic import), and ensureLocale loads each shipped locale once.

import { hasLocale, registerLocale, subscribeMessages, type Messages } from './index';
import { LOCALE_CODES } from './resolve';

/** Fetches the whole table of one shipped locale (a code of LOCALE_CODES other than en). */
export type LocaleLoader = (code: string) => Promise<Messages>;

export type LocaleStatus = 'ready' | 'loading' | 'failed';

let loader: LocaleLoader | null = null;
const pending = new Map<string, Promise<void>>();
const failed = new Set<string>();
const statusListeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...statusListeners]) listener();
}

/** Installs (or, with null, removes) the function that fetches locale tables. */
export function setLocaleLoader(next: LocaleLoader | null): void {
  loader = next;
  failed.clear();
}

/** Needs loading: a shipped locale, a loader to fetch it, and no table registered yet. */
function needsLoad(code: string): boolean {
  return code !== 'en' && (LOCALE_CODES as readonly string[]).includes(code) && !hasLocale(code) && loader !== null;
}

export function localeStatus(code: string): LocaleStatus {
  if (failed.has(code)) return 'failed';
  return needsLoad(code) ? 'loading' : 'ready';
}

/**
 * Loads a shipped locale once (concurrent callers share the request); resolves when it is 'ready' or
 * 'failed'. It never rejects: a table that cannot be loaded means English, never blank text.
 */
export function ensureLocale(code: string): Promise<LocaleStatus> {
  if (!needsLoad(code) || failed.has(code)) return Promise.resolve(localeStatus(code));
  let request = pending.get(code);
  if (!request) {
    const load = loader as LocaleLoader;
    request = load(code).then(
      (messages) => registerLocale(code, messages),
      () => {
        failed.add(code);
        notify();
      },
    ).finally(() => pending.delete(code));
    pending.set(code, request);
  }
  return request.then(() => localeStatus(code));
}

/** Subscribes to status changes: a table registered, a load failed (useSyncExternalStore shape). */
export function subscribeLocaleStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  const unsubscribe = subscribeMessages(listener);
  return () => {
    statusListeners.delete(listener);
    unsubscribe();
  };
}
