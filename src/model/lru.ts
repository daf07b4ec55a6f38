// A least-recently-used map bounded by count and, optionally, by a total weight (bytes, say): the
// archive's caches and the browser client's session cache alike.
// Map order is insertion order: re-inserting a key marks it most recently used.

export interface LruLimits<V> {
  /** Entries kept at most. */
  capacity: number;
  /** Total weight kept at most, with `weigh` giving each value's. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private weight = 0;
  private readonly limits: LruLimits<V>;

  constructor(limits: number | LruLimits<V>) {
    this.limits = typeof limits === 'number' ? { capacity: limits } : limits;
  }

  get(key: K): V | undefined {
    const found = this.map.get(key);
    if (found === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, found);
    return found.value;
  }

  set(key: K, value: V): void {
    const { capacity, maxWeight = Infinity, weigh } = this.limits;
    const weight = weigh?.(value) ?? 0;
    if (capacity <= 0 || weight > maxWeight) return;
    this.delete(key);
    this.map.set(key, { value, weight });
    this.weight += weight;
    while (this.map.size > capacity || this.weight > maxWeight) this.delete(this.map.keys().next().value as K);
  }

  private delete(key: K): void {
    const found = this.map.get(key);
    if (found === undefined) return;
    this.map.delete(key);
    this.weight -= found.weight;
  }
}
