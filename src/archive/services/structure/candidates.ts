// Step 1 of a structure search: the archive's chains (or assemblies) worth aligning to the query,
// by the distance of their global shape descriptors, without those whose length rules out the
// cut-off (see service.ts for the whole search).

import type { CaTrace } from '../../../model/structure-alignment/ca-trace.ts';
import type { StructureRequest } from './parameters.ts';
import { DESCRIPTOR_LENGTH, descriptorDistance, shapeDescriptor } from './shape-descriptor.ts';
import { shapeOf, type ShapeKind, type ShapeTable, type ShapeTarget } from './shape-index.ts';
import type { LengthFilter } from './shape-tree.ts';

/**
 * How many descriptor-nearest shapes (a chain or assembly with its rigid copies) are aligned,
 * up to GROWTH_FROM targets of a kind (see shortlistSize for larger archives).
 * Chains: 30 holds every globin of the archive for a globin query (17 shapes, ranks 0–16) and
 * every trypsin-like protease for trypsin (13), at ~2–15 ms per alignment here. Against
 * exhaustive alignment (`npm run bench -- similarity`: 100 chains of the shared archive, strict)
 * the nearest 30 shapes hold 26 % of all hits, 61 % per query on average: the misses are the
 * hundreds of "hits" of short helical peptides (a helix lies in every helical protein), domains
 * inside much larger proteins, and same-fold proteins of other sizes, which a global shape ranks
 * low (the nearest 400 of the ~650 that pass the length cut still hold only 82 %). Assemblies
 * are longer (median ~360 residues; TM-align is quadratic in length), so fewer.
 */
export const MAX_CANDIDATES: Readonly<Record<ShapeKind, number>> = { chain: 30, assembly: 12 };
/** Archives with up to this many targets of a kind align MAX_CANDIDATES shapes (the shared archive: 1,101 chains). */
export const GROWTH_FROM = 2000;

/**
 * The shortlist for `targets` targets of a kind: MAX_CANDIDATES, growing by that much again for
 * each doubling of the archive past GROWTH_FROM (≈ 9.5 × at the ~700,000 chains of 200,000
 * entries: ~285 chain alignments, about a second on two threads). Slow growth keeps the cost of
 * a search near-constant; it cannot keep recall where the number of true hits grows with the
 * archive (the scale bench's clones: each template has N/264 near-identical copies).
 */
export function shortlistSize(kind: ShapeKind, targets: number): number {
  const base = MAX_CANDIDATES[kind];
  return targets <= GROWTH_FROM ? base : Math.round(base * (1 + Math.log2(targets / GROWTH_FROM)));
}

/** Which targets' lengths can reach the cut-off (see candidates). */
export function lengthFilter(queryLength: number, cutoff: number, bothWays: boolean): LengthFilter {
  // a TM-score normalised by the query is at most (target length / query length)
  const longEnough = (residues: number): boolean => !(residues < cutoff * queryLength);
  // global similarity, and assemblies (compared as wholes, as shape searches do): the query
  // cannot cover more than (query length / target length) of a target either
  const shortEnough = (residues: number): boolean => !bothWays || !(queryLength < cutoff * residues);
  return {
    accepts: (residues) => longEnough(residues) && shortEnough(residues),
    mayAccept: (min, max) => longEnough(max) && shortEnough(min),
  };
}

/**
 * The targets worth aligning, nearest shape first: those of the `limit` (shortlistSize) nearest
 * shapes, a shape being a chain (assembly) with its rigid copies in the same entry. The shape
 * tree gives the targets in the order of a full sort by (distance, row), so these are exactly
 * the targets a scan of every descriptor would choose.
 */
export function candidates(
  table: ShapeTable,
  query: CaTrace,
  kind: ShapeKind,
  request: StructureRequest,
  limit?: number,
): ShapeTarget[] {
  const { targets, descriptors, tree, copies } = table.set(kind);
  const shortlist = limit ?? shortlistSize(kind, targets.length);
  const descriptor = shapeDescriptor(query.coords, query.sec);
  const filter = lengthFilter(query.length, request.cutoff, request.similarity === 'global' || kind === 'assembly');
  // the nearest shapes, each by its first (nearest) target
  const shapes = new Map<number, number>();
  if (shortlist > 0)
    tree.nearest(descriptor, filter, (i) => {
      const shape = shapeOf(targets[i]!);
      if (!shapes.has(shape)) shapes.set(shape, i);
      return shapes.size < shortlist;
    });
  // with all their rigid copies, however far (rounding) ranks them
  const chosen: Array<{ target: ShapeTarget; distance: number }> = [];
  for (const [shape, first] of shapes)
    for (const i of copies.get(shape) ?? [first])
      if (filter.accepts(targets[i]!.residues))
        chosen.push({
          target: targets[i]!,
          distance: descriptorDistance(descriptor, 0, descriptors, i * DESCRIPTOR_LENGTH),
        });
  chosen.sort((a, b) => a.distance - b.distance || a.target.row - b.target.row);
  return chosen.map(({ target }) => target);
}
