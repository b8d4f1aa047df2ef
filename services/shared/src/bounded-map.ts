/**
 * A Map that keeps at most `limit` entries, dropping the oldest-inserted first: for per-process caches of facts that
 * never change (a published challenge version, an attempt's id and deadline), where being right matters and a miss
 * only costs one read.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps the first value given for a key (the facts are immutable); makes room by dropping the oldest entry. */
  remember(key: K, value: V): void {
    if (this.entries.has(key)) return;
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
}
