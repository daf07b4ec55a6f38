// The motif search of formats 21–23, kept as the oracle of the entry-level index: lookups that
// gather every looked-up residue pair of every entry from the residue-level postings
// (pair-index.ts) and the join over them, both verbatim, then the superpositions of the search
// itself (MotifSearcher.verify) kept the same way. Its hits are what the search answered before.

import { codesWithin, typePairKey } from '../../../src/archive/services/strucmotif/descriptor.ts';
import type { MotifPair, MotifResidue } from '../../../src/archive/services/strucmotif/motif.ts';
import type { Tolerances } from '../../../src/archive/services/strucmotif/parameters.ts';
import {
  MAX_SUPERPOSITIONS,
  type MotifHit,
  type MotifSearchOptions,
  type MotifSearcher,
} from '../../../src/archive/services/strucmotif/search.ts';
import type { PairIndexOracle } from './pair-index.ts';

const MAX_COMBINATIONS_PER_ENTRY = 20_000;

export interface PairLookup {
  pair: MotifPair;
  /** Per entry ordinal: flat [residue at pair.a, residue at pair.b, ...]. */
  byEntry: Map<number, number[]>;
  total: number;
}

export function lookupPair(
  reader: PairIndexOracle,
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

/** MotifSearcher.search as of format 23, over the oracle's index; `ids` are the entry ids by ordinal. */
export function searchOracle(
  index: PairIndexOracle,
  ids: readonly string[],
  searcher: MotifSearcher,
  motif: readonly MotifResidue[],
  pairs: readonly MotifPair[],
  options: MotifSearchOptions,
): MotifHit[] {
  const accepted = ids.map((id) => options.acceptEntry(id));
  const lookups = pairs.map((pair) =>
    lookupPair(index, motif, pair, options.tolerances, (entry) => accepted[entry] === true),
  );
  const best = new Map<string, MotifHit>();
  let superpositions = 0;
  joinCombinations(motif.length, lookups, (ordinal, residues) => {
    if (++superpositions > MAX_SUPERPOSITIONS) return false;
    const entryId = ids[ordinal]!;
    const hit = searcher.verify(entryId, motif, residues, options);
    if (hit) {
      const key = `${entryId}:${[...residues].sort((x, y) => x - y).join(',')}`;
      const known = best.get(key);
      if (!known || hit.rmsd < known.rmsd) best.set(key, hit);
    }
    return true;
  });
  return [...best.values()].sort((x, y) => x.rmsd - y.rmsd);
}
