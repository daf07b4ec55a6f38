// Candidate residue combinations for a motif (strucmotif-search's path assembly): each motif
// pair is looked up in the index under every type combination its positions allow and every
// geometry code within the tolerances; the pairs found are then joined per entry, one motif
// pair at a time, into combinations that assign a distinct residue to every motif position and
// agree with every looked-up pair. Only entries that hold postings for every motif pair are
// joined at all.

import { codesWithin, typePairKey } from './descriptor.ts';
import type { StrucmotifIndexReader } from './index-reader.ts';
import type { MotifPair, MotifResidue } from './motif.ts';
import type { Tolerances } from './parameters.ts';

/** Partial combinations kept per entry; a motif generic enough to exceed it is cut there. */
export const MAX_COMBINATIONS_PER_ENTRY = 20_000;

export interface PairLookup {
  pair: MotifPair;
  /** Per entry ordinal: flat [residue at pair.a, residue at pair.b, ...]. */
  byEntry: Map<number, number[]>;
  total: number;
}

export function lookupPair(
  reader: StrucmotifIndexReader,
  motif: readonly MotifResidue[],
  pair: MotifPair,
  tolerances: Tolerances,
  accept: (entry: number) => boolean,
): PairLookup {
  const byEntry = new Map<number, number[]>();
  let total = 0;
  const add = (entry: number, ra: number, rb: number) => {
    let list = byEntry.get(entry);
    if (!list) byEntry.set(entry, (list = []));
    list.push(ra, rb);
    total++;
  };
  const codes = codesWithin(pair.geometry, tolerances.backbone, tolerances.sideChain, tolerances.angle);
  for (const ta of motif[pair.a]!.types) {
    for (const tb of motif[pair.b]!.types) {
      const key = typePairKey(ta, tb);
      // postings hold the lower type's residue first
      const sink =
        ta < tb
          ? (entry: number, r1: number, r2: number) => accept(entry) && add(entry, r1, r2)
          : ta > tb
            ? (entry: number, r1: number, r2: number) => accept(entry) && add(entry, r2, r1)
            : (entry: number, r1: number, r2: number) => {
                if (!accept(entry)) return;
                add(entry, r1, r2);
                add(entry, r2, r1);
              };
      for (const code of codes) reader.forEachPosting(key, code, sink);
    }
  }
  return { pair, byEntry, total };
}

/** Join order: the rarest pair first, then always a pair touching the residues placed so far. */
function joinOrder(lookups: readonly PairLookup[]): PairLookup[] {
  const rest = [...lookups].sort((x, y) => x.total - y.total);
  const order: PairLookup[] = [];
  const placed = new Set<number>();
  while (rest.length > 0) {
    // pairs closing a cycle only filter: take them as soon as both ends are placed
    let at = rest.findIndex((l) => placed.has(l.pair.a) && placed.has(l.pair.b));
    if (at < 0) at = order.length === 0 ? 0 : rest.findIndex((l) => placed.has(l.pair.a) || placed.has(l.pair.b));
    if (at < 0) at = 0;
    const [next] = rest.splice(at, 1);
    order.push(next!);
    placed.add(next!.pair.a);
    placed.add(next!.pair.b);
  }
  return order;
}

/**
 * Calls `visit(entry, residues)` for every combination (residues[i] is the entry residue at
 * motif position i); `visit` returns false to stop.
 */
export function joinCombinations(
  size: number,
  lookups: readonly PairLookup[],
  visit: (entry: number, residues: Int32Array) => boolean,
): void {
  if (lookups.length === 0) return;
  const order = joinOrder(lookups);
  const smallest = order[0]!.byEntry;
  for (const entry of smallest.keys()) {
    if (!order.every((l) => l.byEntry.has(entry))) continue;
    let rows: Int32Array[] = [];
    const first = order[0]!;
    const list = first.byEntry.get(entry)!;
    for (let k = 0; k < list.length; k += 2) {
      if (list[k] === list[k + 1]) continue;
      const row = new Int32Array(size).fill(-1);
      row[first.pair.a] = list[k]!;
      row[first.pair.b] = list[k + 1]!;
      rows.push(row);
    }
    for (let step = 1; step < order.length && rows.length > 0; step++) {
      const { pair, byEntry } = order[step]!;
      const pairs = byEntry.get(entry)!;
      const placedA = rows[0]![pair.a]! >= 0;
      const placedB = rows[0]![pair.b]! >= 0;
      const next: Int32Array[] = [];
      if (placedA && placedB) {
        const known = new Set<number>();
        for (let k = 0; k < pairs.length; k += 2) known.add(pairs[k]! * 2 ** 26 + pairs[k + 1]!);
        for (const row of rows) if (known.has(row[pair.a]! * 2 ** 26 + row[pair.b]!)) next.push(row);
      } else {
        // extend from the placed end to the other
        const [from, to] = placedA ? [pair.a, pair.b] : [pair.b, pair.a];
        const partners = new Map<number, number[]>();
        for (let k = 0; k < pairs.length; k += 2) {
          const [f, t] = placedA ? [pairs[k]!, pairs[k + 1]!] : [pairs[k + 1]!, pairs[k]!];
          let p = partners.get(f);
          if (!p) partners.set(f, (p = []));
          p.push(t);
        }
        extend: for (const row of rows) {
          for (const partner of partners.get(row[from]!) ?? []) {
            if (row.includes(partner)) continue;
            const grown = row.slice();
            grown[to] = partner;
            next.push(grown);
            if (next.length >= MAX_COMBINATIONS_PER_ENTRY) break extend;
          }
        }
      }
      rows = next;
    }
    for (const row of rows) if (!visit(entry, row)) return;
  }
}
