// The mock provider's storage: in memory on purpose (its sessions and grants are throwaway; the
// emulator's own state stays in the database).

type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number };

interface Entry {
  payload: Payload;
  expiresAt: number | null;
}

/** One store per provider instance, so two emulators in one process never share mock state. */
export function memoryAdapterClass(): new (model: string) => object {
  const entries = new Map<string, Entry>();
  const live = (key: string): Payload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MockProviderAdapter {
    constructor(private readonly model: string) {}
    private key(id: string): string {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
    }
    async find(id: string): Promise<Payload | undefined> {
      return live(this.key(id));
    }
    async findByUid(uid: string): Promise<Payload | undefined> {
      for (const [key, entry] of entries) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key);
      return undefined;
    }
    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      for (const [key, entry] of entries) if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key);
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
