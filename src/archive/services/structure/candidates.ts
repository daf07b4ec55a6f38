// Step 1 of a structure search: the archive's chains (or assemblies) worth aligning to the query,
// by the distance of their global shape descriptors, without those whose length rules out the
// cut-off (see service.ts for the whole search).

import type { CaTrace } from './ca-trace.ts';
import type { StructureRequest } from './parameters.ts';
import { DESCRIPTOR_LENGTH, descriptorDistance, shapeDescriptor } from './shape-descriptor.ts';
import type { ShapeKind, ShapeTable, ShapeTarget } from './shape-index.ts';

/**
 * How many descriptor-nearest shapes (a chain or assembly with its rigid copies) are aligned.
 * Chains: 30 holds every globin of the archive for a globin query (17 shapes, ranks 0–16) and
 * every trypsin-like protease for trypsin (13), at ~2–15 ms per alignment here. On 40 archive
 * queries the nearest 30 shapes held nearly all strict hits of ordinary proteins; what they miss
 * are the hundreds of "hits" of short helical peptides (a helix lies in every helical protein),
 * and domains inside much larger proteins, which a global shape ranks low. Assemblies are
 * longer (median ~360 residues; TM-align is quadratic in length), so fewer.
 */
export const MAX_CANDIDATES: Readonly<Record<ShapeKind, number>> = { chain: 30, assembly: 12 };
/**
 * The targets worth aligning, nearest shape first: those of the MAX_CANDIDATES nearest
 * shapes, a shape being a chain (assembly) with its rigid copies in the same entry.
 */
export function candidates(
  table: ShapeTable,
  query: CaTrace,
  kind: ShapeKind,
  request: StructureRequest,
): ShapeTarget[] {
  const { targets, descriptors } = table.set(kind);
  const descriptor = shapeDescriptor(query.coords, query.sec);
  const global = request.similarity === 'global';
  const ranked: Array<{ target: ShapeTarget; distance: number }> = [];
  targets.forEach((target, i) => {
    // a TM-score normalised by the query is at most (target length / query length)
    if (target.residues < request.cutoff * query.length) return;
    // global similarity, and assemblies (compared as wholes, as shape searches do): the query
    // cannot cover more than (query length / target length) of a target either
    if ((global || kind === 'assembly') && query.length < request.cutoff * target.residues) return;
    ranked.push({ target, distance: descriptorDistance(descriptor, 0, descriptors, i * DESCRIPTOR_LENGTH) });
  });
  ranked.sort((a, b) => a.distance - b.distance || a.target.row - b.target.row);
  const shapes = new Set<number>();
  const chosen: ShapeTarget[] = [];
  for (const { target } of ranked) {
    const shape = target.copyOf ?? target.row;
    if (!shapes.has(shape)) {
      if (shapes.size >= MAX_CANDIDATES[kind]) continue;
      shapes.add(shape);
    }
    chosen.push(target);
  }
  return chosen;
}
