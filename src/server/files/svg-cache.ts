// Rendered SVGs kept in memory, least recently used first out, bounded by count and by bytes.
// Drawing an entry means parsing its whole mmCIF file, so a second request for the same image
// must not pay that again; concurrent first requests share one rendering.

import { createHash } from 'node:crypto';

export interface CachedSvg {
  svg: string;
  /**
   * Weak validator (W/"..."): the compression plugin may gzip the bytes on the way out, and a
   * strong ETag would then have to differ per encoding.
   */
  etag: string;
}

export interface SvgCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

const DEFAULT_LIMITS: SvgCacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

export class SvgCache {
  private readonly entries = new Map<string, CachedSvg>();
  private readonly pending = new Map<string, Promise<CachedSvg | undefined>>();
  private bytes = 0;

  constructor(private readonly limits: SvgCacheLimits = DEFAULT_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached image of `key`, rendering it first when absent; undefined results are not kept. */
  async get(key: string, render: () => Promise<string | undefined>): Promise<CachedSvg | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let running = this.pending.get(key);
    if (!running) {
      running = render()
        .then((svg) => (svg === undefined ? undefined : this.store(key, svg)))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    return running;
  }

  private store(key: string, svg: string): CachedSvg {
    const entry = { svg, etag: `W/"${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"` };
    const size = Buffer.byteLength(svg);
    if (size > this.limits.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= Buffer.byteLength(old.svg);
    }
    return entry;
  }
}
