/**
 * A small in-process map whose entries expire, bounded in size (the oldest entry goes first).
 * Each key has a generation, so a value read from the database before a `delete` cannot be
 * stored after it: `fill` only stores what it read if nothing was deleted meanwhile.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly generations = new Map<K, number>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** The cached value, or `load`'s, stored unless the key was deleted while it loaded. */
  async fill(key: K, ttlMs: number, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generations.get(key) ?? 0;
    const value = await load();
    if ((this.generations.get(key) ?? 0) === generation) this.set(key, value, ttlMs);
    return value;
  }

  /** Moves on at each `delete` of the key: a value loaded under an older generation is stale. */
  generation(key: K): number {
    return this.generations.get(key) ?? 0;
  }

  delete(key: K): void {
    this.entries.delete(key);
    // Generations are only needed while a load may be in flight; keep the map from growing.
    if (this.generations.size >= this.maxEntries) this.generations.clear();
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  clear(): void {
    for (const key of this.entries.keys()) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
