// Time is injected everywhere (pipeline, sessions, caches, emulator) so tests never sleep.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/**
 * A clock for tests: time only moves when `advance` is called, and sleepers whose deadline has
 * passed are woken in order.
 */
export class ManualClock implements Clock {
  private current: number;
  private sleepers: { until: number; resolve: () => void }[] = [];

  constructor(startMillis = 1_700_000_000_000) {
    this.current = startMillis;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.sleepers.push({ until: this.current + Math.max(0, ms), resolve });
    });
  }

  /** Number of sleepers not yet woken. */
  get pendingSleeps(): number {
    return this.sleepers.length;
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
