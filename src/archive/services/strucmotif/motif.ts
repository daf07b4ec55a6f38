// The query motif: its residues located in the query structure (placed by their operators),
// their allowed types (own type plus position-specific exchanges: an exchange widens a
// position, the residue's own type stays allowed), and the residue pairs the search looks up.
// Pairs are those whose anchors lie within the index cutoff; KRUSKAL (the default, as in
// strucmotif-search) keeps a minimum spanning tree of them, NONE keeps them all. The motif must
// be connected through such pairs, or no index lookup could place all its residues.

import type { MotifPruningStrategy, ResidueId } from '../../../model/types.ts';
import type { Operator } from '../../images/assembly.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { QueryError } from '../../query/query-error.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { PAIR_CUTOFF, distance, pairGeometry, type PairGeometry } from './descriptor.ts';
import { operatorTransform } from './transform.ts';
import { isIdentity, resolveOperator } from './operators.ts';
import { residueAtoms, type ResidueAtoms } from './pairing.ts';
import { describeResidue, residueKey } from './parameters.ts';
import { residuePoints, type ResiduePoints } from './representatives.ts';
import { exchangeType } from './residue-types.ts';

export interface MotifResidue {
  id: Required<ResidueId>;
  compId: string;
  /** Type ordinals this position accepts. */
  types: number[];
  points: ResiduePoints;
  atoms: ResidueAtoms;
}

export interface MotifPair {
  a: number;
  b: number;
  geometry: PairGeometry;
  anchorDistance: number;
}

const invalid = (detail: string) => new QueryError(MESSAGE_TEMPLATES.strucmotif(detail));

export function resolveMotif(
  structure: EntryStructure,
  ids: readonly Required<ResidueId>[],
  exchanges: ReadonlyMap<string, readonly string[]>,
): MotifResidue[] {
  return ids.map((id) => {
    const chain = structure.chains.find((c) => c.asymId === id.label_asym_id);
    if (!chain) throw invalid(`Chain ${id.label_asym_id} has no polymer residues in ${structure.entryId}.`);
    const residue = chain.seqIds.indexOf(id.label_seq_id);
    if (residue < 0) throw invalid(`Residue ${describeResidue(id)} was not found in ${structure.entryId}.`);
    const operator: Operator | undefined = resolveOperator(structure, id.struct_oper_id);
    if (!operator) throw invalid(`Operator ${id.struct_oper_id} is not defined in ${structure.entryId}.`);
    const transform = isIdentity(operator) ? undefined : operatorTransform(operator);
    const points = residuePoints(chain, residue, transform);
    if (!points)
      throw invalid(
        `Residue ${describeResidue(id)} of ${structure.entryId} lacks the backbone atoms a motif residue needs.`,
      );
    const types = new Set([points.type]);
    for (const code of exchanges.get(residueKey(id)) ?? []) {
      const type = exchangeType(code);
      if (type !== undefined) types.add(type);
    }
    return {
      id,
      compId: chain.compIds[residue] ?? 'UNK',
      types: [...types],
      points,
      atoms: residueAtoms(chain, residue, transform),
    };
  });
}

/** Every residue of a structure that holds only the motif (a file without residue_ids). */
export function wholeStructureIds(structure: EntryStructure): Required<ResidueId>[] {
  return structure.chains.flatMap((chain) =>
    chain.seqIds.map((seq) => ({ label_asym_id: chain.asymId, label_seq_id: seq, struct_oper_id: '1' })),
  );
}

export function motifPairs(residues: readonly MotifResidue[], strategy: MotifPruningStrategy): MotifPair[] {
  const candidates: MotifPair[] = [];
  for (let a = 0; a < residues.length; a++) {
    for (let b = a + 1; b < residues.length; b++) {
      const anchorDistance = distance(residues[a]!.points.anchor, residues[b]!.points.anchor);
      if (anchorDistance <= PAIR_CUTOFF)
        candidates.push({ a, b, geometry: pairGeometry(residues[a]!.points, residues[b]!.points), anchorDistance });
    }
  }
  // Kruskal: shortest pairs first, each joining two components
  candidates.sort((x, y) => x.anchorDistance - y.anchorDistance);
  const parent = residues.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const tree: MotifPair[] = [];
  for (const pair of candidates) {
    const [ra, rb] = [root(pair.a), root(pair.b)];
    if (ra === rb) continue;
    parent[ra] = rb;
    tree.push(pair);
  }
  if (tree.length !== residues.length - 1) {
    throw invalid(`The motif residues must be connected by residues within ${PAIR_CUTOFF} Å of each other (Cα–Cα).`);
  }
  return strategy === 'NONE' ? candidates : tree;
}
