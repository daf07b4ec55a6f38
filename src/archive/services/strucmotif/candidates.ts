// Candidate residue combinations for a motif (strucmotif-search's path assembly): each motif
// pair is looked up in the index under every type combination its positions allow and every
// geometry code within the tolerances, which names the entries holding such pairs; an entry
// holding them for every motif pair is a candidate, and only then are its residue pairs found
// (lookup-pairs.ts, as the join asks for them) and joined, one motif pair at a time, into
// combinations that assign a distinct residue to every motif position and agree with every
// looked-up pair.

import { checkJobDeadline } from '../../workers/job-deadline.ts';
import { codesWithin, typePairKey } from './descriptor.ts';
import type { StrucmotifIndexReader } from './index-reader.ts';
import type { MotifPair, MotifResidue } from './motif.ts';
import type { Tolerances } from './parameters.ts';

/** Partial combinations kept per entry; a motif generic enough to exceed it is cut there. */
export const MAX_COMBINATIONS_PER_ENTRY = 20_000;

/**
 * Candidate entries joined per query at most. Each costs decoding its coordinates (1–8 ms; the
 * candidates of a generic motif are mostly large entries), and three common residues occur in
 * about a third of all entries: such a motif is cut here, in index order, so that its search
 * ends within seconds rather than at the job's deadline. Motifs of rarer residues or of more of
 * them have far fewer candidates.
 */
export const MAX_CANDIDATES = 1_000;

export interface PairLookup {
  pair: MotifPair;
  /** Entries holding such pairs, in the order the lookup first met them. */
  entries: readonly number[];
  holds(entry: number): boolean;
  /** Pairs those entries hold (a pair of two equal types counts in both orders). */
  total: number;
}

/** One candidate's pairs per lookup (by position in the lookups given), as the join asks for them. */
export interface EntryPairs {
  /** Lookup k's pairs: flat [residue at pair.a, residue at pair.b, ...]. */
  all(k: number): readonly number[];
  /** The residues lookup k pairs with `residue` at the pair's end `from` (0: a, 1: b), in all(k)'s order. */
  partners(k: number, from: 0 | 1, residue: number): readonly number[];
  /** Whether all(k) holds the pair (a, b). */
  has(k: number, a: number, b: number): boolean;
}

export function lookupPair(
  reader: StrucmotifIndexReader,
  motif: readonly MotifResidue[],
  pair: MotifPair,
  tolerances: Tolerances,
  accept: (entry: number) => boolean,
): PairLookup {
  const seen = new Uint8Array(reader.entryIds().length);
  const entries: number[] = [];
  let total = 0;
  const codes = codesWithin(pair.geometry, tolerances.backbone, tolerances.sideChain, tolerances.angle);
  for (const ta of motif[pair.a]!.types) {
    for (const tb of motif[pair.b]!.types) {
      const key = typePairKey(ta, tb);
      const weight = ta === tb ? 2 : 1;
      const sink = (entry: number, pairs: number) => {
        if (!accept(entry)) return;
        total += weight * pairs;
        if (seen[entry] === 0) {
          seen[entry] = 1;
          entries.push(entry);
        }
      };
      for (const code of codes) {
        checkJobDeadline();
        reader.forEachPosting(key, code, sink);
      }
    }
  }
  return { pair, entries, holds: (entry) => seen[entry] === 1, total };
}

/**
 * Join order (positions in `lookups`): the rarest pair first, then always a pair touching the
 * residues placed so far.
 */
function joinOrder(lookups: readonly PairLookup[]): number[] {
  const rest = lookups.map((_, i) => i).sort((x, y) => lookups[x]!.total - lookups[y]!.total);
  const order: number[] = [];
  const placed = new Set<number>();
  const pairOf = (i: number) => lookups[i]!.pair;
  while (rest.length > 0) {
    // pairs closing a cycle only filter: take them as soon as both ends are placed
    let at = rest.findIndex((i) => placed.has(pairOf(i).a) && placed.has(pairOf(i).b));
    if (at < 0) at = order.length === 0 ? 0 : rest.findIndex((i) => placed.has(pairOf(i).a) || placed.has(pairOf(i).b));
    if (at < 0) at = 0;
    const [next] = rest.splice(at, 1);
    order.push(next!);
    placed.add(pairOf(next!).a);
    placed.add(pairOf(next!).b);
  }
  return order;
}

/**
 * Calls `visit(entry, residues)` for every combination (residues[i] is the entry residue at
 * motif position i); `visit` returns false to stop. `pairsOf` gives a candidate's pairs. Past the
 * job's deadline it stops between candidates (job-deadline.ts).
 */
export function joinCombinations(
  size: number,
  lookups: readonly PairLookup[],
  pairsOf: (entry: number) => EntryPairs,
  visit: (entry: number, residues: Int32Array) => boolean,
): void {
  if (lookups.length === 0) return;
  const order = joinOrder(lookups);
  let candidates = 0;
  for (const entry of lookups[order[0]!]!.entries) {
    if (!order.every((i) => lookups[i]!.holds(entry))) continue;
    if (++candidates > MAX_CANDIDATES) return;
    checkJobDeadline();
    const pairs = pairsOf(entry);
    let rows: Int32Array[] = [];
    const first = lookups[order[0]!]!;
    const list = pairs.all(order[0]!);
    for (let k = 0; k < list.length; k += 2) {
      if (list[k] === list[k + 1]) continue;
      const row = new Int32Array(size).fill(-1);
      row[first.pair.a] = list[k]!;
      row[first.pair.b] = list[k + 1]!;
      rows.push(row);
    }
    for (let step = 1; step < order.length && rows.length > 0; step++) {
      const k = order[step]!;
      const { pair } = lookups[k]!;
      const placedA = rows[0]![pair.a]! >= 0;
      const placedB = rows[0]![pair.b]! >= 0;
      const next: Int32Array[] = [];
      if (placedA && placedB) {
        for (const row of rows) if (pairs.has(k, row[pair.a]!, row[pair.b]!)) next.push(row);
      } else {
        // extend from the placed end to the other
        const [from, to] = placedA ? [pair.a, pair.b] : [pair.b, pair.a];
        extend: for (const row of rows) {
          for (const partner of pairs.partners(k, placedA ? 0 : 1, row[from]!)) {
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
