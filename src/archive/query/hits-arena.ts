// The row-indexed arrays (presence, scores) of one query's hit sets come from a HitsArena, which
// hands them back to a pool when the query is answered: the next query reuses them instead of
// allocating 10-20 MB, which otherwise made V8 run a full collection every other large query.

/** Row-indexed arrays kept between queries, up to a memory bound. */
export class BufferPool {
  private readonly presences: Uint8Array[] = [];
  private readonly scores: Float64Array[] = [];
  private held = 0;

  constructor(
    readonly capacity: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** A zeroed presence array. */
  takePresence(): Uint8Array {
    const found = this.presences.pop();
    if (!found) return new Uint8Array(this.capacity);
    this.held -= found.byteLength;
    return found;
  }

  /** A score array with unspecified content (only rows a set marks present are read). */
  takeScores(): Float64Array {
    const found = this.scores.pop();
    if (!found) return new Float64Array(this.capacity);
    this.held -= found.byteLength;
    return found;
  }

  give(presences: readonly Uint8Array[], scores: readonly Float64Array[]): void {
    for (const presence of presences) {
      if (this.held + presence.byteLength > this.maxBytes) break;
      presence.fill(0);
      this.presences.push(presence);
      this.held += presence.byteLength;
    }
    for (const array of scores) {
      if (this.held + array.byteLength > this.maxBytes) break;
      this.scores.push(array);
      this.held += array.byteLength;
    }
  }
}

/**
 * The arrays of the sets of one query. After `release()` every set built from this arena is
 * invalid: release only when the query's answer no longer refers to any of them.
 */
export class HitsArena {
  private readonly presences: Uint8Array[] = [];
  private readonly scores: Float64Array[] = [];

  constructor(private readonly pool: BufferPool) {}

  get capacity(): number {
    return this.pool.capacity;
  }

  presence(): Uint8Array {
    const array = this.pool.takePresence();
    this.presences.push(array);
    return array;
  }

  scoreArray(): Float64Array {
    const array = this.pool.takeScores();
    this.scores.push(array);
    return array;
  }

  release(): void {
    this.pool.give(this.presences.splice(0), this.scores.splice(0));
  }
}

/** Where a set's row-indexed arrays come from: fresh arrays of a capacity, or an arena. */
export type HitSpace = number | HitsArena;
