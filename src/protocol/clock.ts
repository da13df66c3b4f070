// Time is injected everywhere (pipeline, sessions, caches, emulator) so tests never sleep.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /**
   * Resolves after `ms` milliseconds of this clock's time. An abort of `signal` ends the wait early
   * (the timer is dropped and the promise rejects with the signal's reason), so timers never outlive their use.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Rejects with the signal's reason once it aborts; `cancel` undoes the timer it was given. */
function onAbort(signal: AbortSignal | undefined, reject: (reason: unknown) => void, cancel: () => void): boolean {
  if (!signal) return false;
  if (signal.aborted) {
    reject(signal.reason);
    return true;
  }
  signal.addEventListener(
    'abort',
    () => {
      cancel();
      reject(signal.reason);
    },
    { once: true },
  );
  return false;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (onAbort(signal, reject, () => clearTimeout(timer))) return;
      timer = setTimeout(resolve, Math.max(0, ms));
    }),
};

/**
 * A clock for tests: time only moves when `advance` is called, and sleepers whose deadline has
 * passed are woken in order.
 */
export class ManualClock implements Clock {
  private current: number;
  /** `cancellable`: a sleep with an abort signal, i.e. a deadline (a request's time limit) rather than a wait. */
  private sleepers: { until: number; resolve: () => void; cancellable: boolean }[] = [];

  constructor(startMillis = 1_700_000_000_000) {
    this.current = startMillis;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const sleeper = { until: this.current + Math.max(0, ms), resolve, cancellable: signal !== undefined };
      if (onAbort(signal, reject, () => (this.sleepers = this.sleepers.filter((s) => s !== sleeper)))) return;
      this.sleepers.push(sleeper);
    });
  }

  /** Number of waits not yet woken; deadlines (sleeps with a signal) are counted by pendingDeadlines. */
  get pendingSleeps(): number {
    return this.sleepers.filter((s) => !s.cancellable).length;
  }

  /** Number of cancellable sleeps (time limits) still running. */
  get pendingDeadlines(): number {
    return this.sleepers.filter((s) => s.cancellable).length;
  }

  /** Moves time forward and wakes every sleeper that is due, letting their continuations run. */
  async advance(ms: number): Promise<void> {
    this.current += ms;
    const due = this.sleepers.filter((s) => s.until <= this.current).sort((a, b) => a.until - b.until);
    this.sleepers = this.sleepers.filter((s) => s.until > this.current);
    for (const sleeper of due) sleeper.resolve();
    // Let promise chains that were waiting on the sleepers proceed.
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }

  set(millis: number): void {
    this.current = millis;
  }
}
