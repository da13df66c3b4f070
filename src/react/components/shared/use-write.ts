// Writes whose outcome may be unknown (a reset, a timeout or a 5xx after the server may have acted).
// One key per logical write, reused by "Try again" (a server that honours x-stack-random-nonce answers
// the first outcome); for servers that do not (hosted), read before resending: a found effect is the
// success, and a known error that may be the first attempt's own effect ("already exists") is checked too.

import { useRef } from 'react';
import { RequestTimeoutError } from '../../../core/internal';
import { createIdempotencyKey } from '../../../core/internal';
import { WriteOutcomeUnknownError, isOutcomeUnknown } from '../../../core/internal';

export interface WriteSteps<T> {
  /** The write's input (e.g. the form's values): the same identity continues the same write. */
  identity: string;
  /** Read before the first send, for find() to compare against (e.g. the ids of the existing teams). */
  snapshot?(): Promise<unknown>;
  /** Sends the write with its key (give it to the SDK method as idempotencyKey). */
  send(key: string): Promise<T>;
  /** After an unknown outcome: the write's effect if it is there (that is the success), else null. */
  find?(snapshot: unknown): Promise<T | null>;
  /** A failure that, after an unknown outcome of this write, may be that write's own effect. */
  echoes?(failure: unknown): boolean;
}

interface Pending {
  identity: string;
  key: string;
  snapshot: unknown;
  /** An attempt ended with its outcome unknown. */
  unknown: boolean;
}

/** The state of one form's writes: which write is open, with its key and its snapshot. */
export class WriteTracker {
  private pending: Pending | null = null;
  /** Called with each key sent (tests, diagnostics). */
  onSend?: (key: string) => void;

  /** Runs the write; resolves with its result (sent or found), rejects with the failure or WriteOutcomeUnknownError. */
  async run<T>(steps: WriteSteps<T>): Promise<T> {
    const earlier = this.pending?.identity === steps.identity ? this.pending : null;
    // Read before resending: an effect already there is the success, and nothing is sent again.
    if (earlier?.unknown) {
      const found = await findQuietly(steps, earlier.snapshot);
      if (found !== null) return this.finish(found);
    }
    const snapshot = earlier ? earlier.snapshot : steps.snapshot ? await steps.snapshot().catch(() => undefined) : undefined;
    const current: Pending = earlier ?? { identity: steps.identity, key: createIdempotencyKey(), snapshot, unknown: false };
    this.pending = current;
    try {
      this.onSend?.(current.key);
      return this.finish(await steps.send(current.key));
    } catch (failure: unknown) {
      if (isOutcomeUnknown(failure)) {
        current.unknown = true;
        // A stalled server would stall the read too: say "too long" now; the retry reads first. With nothing
        // to look for (sign-in), the failure's own words stand; the retry resends with the same key.
        if (failure instanceof RequestTimeoutError || !steps.find) throw failure;
        const found = await findQuietly(steps, current.snapshot);
        if (found !== null) return this.finish(found);
        throw new WriteOutcomeUnknownError(failure);
      }
      if (current.unknown && steps.echoes?.(failure)) {
        const found = await findQuietly(steps, current.snapshot);
        if (found !== null) return this.finish(found);
      }
      // A known answer: nothing happened (or it is the answer); the next submit is a new write.
      if (this.pending === current) this.pending = null;
      throw failure;
    }
  }

  /** Forgets the open write (the form was reset or closed). */
  reset(): void {
    this.pending = null;
  }

  private finish<T>(value: T): T {
    this.pending = null;
    return value;
  }
}

/** find(), where a failed read counts as "not found" (the person is offered a retry, which reads again). */
async function findQuietly<T>(steps: WriteSteps<T>, snapshot: unknown): Promise<T | null> {
  if (!steps.find) return null;
  try {
    return await steps.find(snapshot);
  } catch {
    return null;
  }
}

/** The form's WriteTracker, kept across renders. */
export function useWrite(): WriteTracker {
  const ref = useRef<WriteTracker | null>(null);
  ref.current ??= new WriteTracker();
  return ref.current;
}

/** An identity for a write's input values. */
export function writeIdentity(...values: unknown[]): string {
  return JSON.stringify(values);
}
