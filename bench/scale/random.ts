// Seeded random numbers for the synthetic archive: every run of a size builds the same archive.

export type Random = () => number;

/** mulberry32: uniform in [0, 1). */
export function random(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal (Box-Muller). */
export function gaussian(next: Random): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

export function pick<T>(next: Random, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** The i-th id of the PDB's own shape: a digit 1-9, then three base-36 characters (419,904 ids). */
export function syntheticEntryId(i: number): string {
  const rest = (i % 46656).toString(36).toUpperCase().padStart(3, '0');
  return `${1 + Math.floor(i / 46656)}${rest}`;
}
