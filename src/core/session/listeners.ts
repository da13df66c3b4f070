// A tiny listener set shared by sessions and stores; one failing listener must not starve the others.

export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  get size(): number {
    return this.set.size;
  }

  add(listener: (value: T) => void): () => void {
    // Wrap so the same function can subscribe twice and unsubscribe independently.
    const entry = (value: T): void => listener(value);
    this.set.add(entry);
    return () => {
      this.set.delete(entry);
    };
  }

  emit(value: T): void {
    for (const listener of [...this.set]) {
      try {
        listener(value);
      } catch (error) {
        reportListenerError(error);
      }
    }
  }

  clear(): void {
    this.set.clear();
  }
}

function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else queueMicrotask(() => {
    throw error;
  });
}
