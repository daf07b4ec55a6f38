// The priority queue of the shape tree's nearest-first search (shape-tree.ts): a binary min-heap
// of tree nodes, keyed by a lower bound of their items' distances, and of items, keyed by their
// distance. At equal keys nodes come first, so that no item is given out while a node that may
// hold an equally near one is still closed; items at equal distance come in row order, the order
// a full sort by (distance, row) gives.

export class NearestQueue {
  private keys = new Float64Array(64);
  /** ≥ 0: an item (its index); < 0: node −1 − id. */
  private ids = new Int32Array(64);
  /** The tie-breaker of items (their row); unused for nodes. */
  private rows = new Float64Array(64);
  private size = 0;

  get length(): number {
    return this.size;
  }

  clear(): void {
    this.size = 0;
  }

  pushNode(node: number, bound: number): void {
    this.push(bound, -1 - node, 0);
  }

  pushItem(item: number, distance: number, row: number): void {
    this.push(distance, item, row);
  }

  /** The smallest entry's key (only when not empty). */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes the smallest entry; returns its id (≥ 0 an item, < 0 node −1 − id). */
  pop(): number {
    const top = this.ids[0]!;
    this.size--;
    if (this.size > 0) {
      this.keys[0] = this.keys[this.size]!;
      this.ids[0] = this.ids[this.size]!;
      this.rows[0] = this.rows[this.size]!;
      this.down(0);
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    const ka = this.keys[a]!,
      kb = this.keys[b]!;
    if (ka !== kb) return ka < kb;
    const ia = this.ids[a]!,
      ib = this.ids[b]!;
    if (ia < 0 || ib < 0) return ia < ib; // nodes before items
    return this.rows[a]! < this.rows[b]!;
  }

  private push(key: number, id: number, row: number): void {
    if (this.size === this.keys.length) {
      const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.keys = grow(this.keys, (n) => new Float64Array(n));
      this.ids = grow(this.ids, (n) => new Int32Array(n));
      this.rows = grow(this.rows, (n) => new Float64Array(n));
    }
    let at = this.size++;
    this.keys[at] = key;
    this.ids[at] = id;
    this.rows[at] = row;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.less(at, parent)) break;
      this.swap(at, parent);
      at = parent;
    }
  }

  private down(at: number): void {
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) return;
      const right = left + 1;
      const child = right < this.size && this.less(right, left) ? right : left;
      if (!this.less(child, at)) return;
      this.swap(at, child);
      at = child;
    }
  }

  private swap(a: number, b: number): void {
    const k = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = k;
    const i = this.ids[a]!;
    this.ids[a] = this.ids[b]!;
    this.ids[b] = i;
    const r = this.rows[a]!;
    this.rows[a] = this.rows[b]!;
    this.rows[b] = r;
  }
}
