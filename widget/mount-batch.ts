// When an element's React root first renders (issue 16). While the script's early reads run, an element
// waits for them, up to MOUNT_WAIT_MS, and then renders their answers in its first frame rather than a
// skeleton followed by the form. Elements that become due together mount in one flushSync, so twenty
// elements paint in one frame rather than one root per frame.

import { flushSync } from 'react-dom';
import { readThemeAhead } from '../src/react/theme';

/** How long an element waits for the early reads before it shows its loading skeleton. */
export const MOUNT_WAIT_MS = 150;

interface Queued {
  mount: () => void;
  timer: ReturnType<typeof setTimeout>;
}

const waiting = new Map<HTMLElement, Queued>();
const due = new Set<HTMLElement>();
let flushQueued = false;

function flush(): void {
  flushQueued = false;
  const mounts: Array<() => void> = [];
  const hosts: HTMLElement[] = [];
  for (const element of due) {
    const queued = waiting.get(element);
    waiting.delete(element);
    if (queued) {
      mounts.push(queued.mount);
      hosts.push(element);
    }
  }
  due.clear();
  if (mounts.length === 0) return;
  // All reads of the page first, then the writes: one style and layout pass for the batch.
  const release = readThemeAhead(hosts);
  try {
    flushSync(() => {
      for (const mount of mounts) mount();
    });
  } finally {
    release();
  }
}

/** Marks this queued mount due, unless it was cancelled or replaced meanwhile. */
function markDue(element: HTMLElement, queued: Queued): void {
  if (waiting.get(element) !== queued) return;
  clearTimeout(queued.timer);
  due.add(element);
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}

/**
 * Runs `mount` once `wait` settles or MOUNT_WAIT_MS passed, whichever is first; at once when there is
 * nothing to wait for. Mounting again while queued replaces the earlier mount and its wait.
 */
export function queueMount(element: HTMLElement, mount: () => void, wait: Promise<void> | null): void {
  cancelMount(element);
  if (!wait) {
    mount();
    return;
  }
  const queued: Queued = { mount, timer: setTimeout(() => markDue(element, queued), MOUNT_WAIT_MS) };
  waiting.set(element, queued);
  void wait.then(() => markDue(element, queued));
}

/** Forgets a queued mount (the element left the page before it rendered). */
export function cancelMount(element: HTMLElement): void {
  const queued = waiting.get(element);
  if (queued) clearTimeout(queued.timer);
  waiting.delete(element);
  due.delete(element);
}
