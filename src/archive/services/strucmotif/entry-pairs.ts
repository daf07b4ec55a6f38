// Every indexed residue pair of one entry: residues with representative points whose anchors
// are within PAIR_CUTOFF, on chains that some assembly holds together under one operator (as
// strucmotif-search indexes only pairs within an assembly). Each pair is reported once, lower
// residue type first (both orders are equivalent when the types are equal).

import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { pairCode, type PairVisitor } from './candidate-pairs.ts';
import { PAIR_CUTOFF, typePairKey } from './descriptor.ts';
import { forEachClosePair } from './neighbors.ts';
import { AssemblyOperators } from './operators.ts';
import { chainsTogether, residueTable, type ResidueTable } from './residue-table.ts';

/** Returns the residue table the pairs came from. */
export function forEachEntryPair(structure: EntryStructure, visit: PairVisitor): ResidueTable {
  const table = residueTable(structure);
  const { types, residueOf } = table;
  const sameAssembly = chainsTogether(structure, new AssemblyOperators(structure));
  forEachClosePair(table.anchors, PAIR_CUTOFF, (i, j) => {
    const code = pairCode(table, i, j, sameAssembly);
    if (code < 0) return;
    const [ti, tj] = [types[i]!, types[j]!];
    if (ti <= tj) visit(typePairKey(ti, tj), code, residueOf[i]!, residueOf[j]!);
    else visit(typePairKey(ti, tj), code, residueOf[j]!, residueOf[i]!);
  });
  return table;
}
