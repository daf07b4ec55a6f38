// The subunits of an assembly, as the RCSB's symmetry calculation (BioJava's quaternary symmetry
// detector) sees them: each polymer chain under each of its assembly operators, reduced to one
// representative atom per observed residue (Cα of an amino acid, P of a nucleotide). Chains much
// shorter than the others (short peptides, fragments) are left out, as BioJava's subunit
// extractor leaves them: below 20 residues, or below three quarters of the median length when
// the assembly's chains are all short, but never below 5.

import type { EntryStructure } from '../../services/coordinates/entry-structure.ts';
import type { ChainResidues } from '../../services/coordinates/residues.ts';
import { assemblyParts, moveInto } from '../../services/structure/ca-trace.ts';

const MINIMUM_LENGTH = 20;
const ABSOLUTE_MINIMUM_LENGTH = 5;
const MEDIAN_FRACTION = 0.75;
const REPRESENTATIVE_ATOMS = ['CA', 'P'];

export interface Subunit {
  asymId: string;
  entityId: string;
  /** pdbx_struct_oper_list ids of the operator that places this copy. */
  operatorIds: string[];
  /** label_seq_id of each representative atom, ascending. */
  seqIds: Int32Array;
  /** x, y, z of each representative atom, moved by the operator. */
  coords: Float64Array;
}

interface RepresentativeAtoms {
  seqIds: Int32Array;
  coords: Float64Array;
}

function representativeAtoms(chain: ChainResidues): RepresentativeAtoms {
  const seqIds: number[] = [];
  const coords: number[] = [];
  for (let r = 0; r + 1 < chain.atomStart.length; r++) {
    for (const name of REPRESENTATIVE_ATOMS) {
      let found = -1;
      for (let a = chain.atomStart[r]!; a < chain.atomStart[r + 1]! && found < 0; a++)
        if (chain.atomNames[a] === name) found = a;
      if (found < 0) continue;
      seqIds.push(chain.seqIds[r]!);
      coords.push(chain.coords[3 * found]!, chain.coords[3 * found + 1]!, chain.coords[3 * found + 2]!);
      break;
    }
  }
  return { seqIds: Int32Array.from(seqIds), coords: Float64Array.from(coords) };
}

function minimumLength(lengths: number[]): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.max(ABSOLUTE_MINIMUM_LENGTH, Math.min(MINIMUM_LENGTH, Math.ceil(MEDIAN_FRACTION * median)));
}

/** The assembly's subunits in generator order, or an empty list when it has no coordinates. */
export function assemblySubunits(structure: EntryStructure, assemblyId: string): Subunit[] {
  const parts = assemblyParts(structure, assemblyId) ?? [];
  const chains = new Map(structure.chains.map((chain) => [chain.asymId, chain]));
  const atoms = new Map<string, RepresentativeAtoms>();
  const subunits: Subunit[] = [];
  for (const part of parts) {
    const chain = chains.get(part.asymId);
    if (!chain) continue;
    let found = atoms.get(part.asymId);
    if (!found) atoms.set(part.asymId, (found = representativeAtoms(chain)));
    if (found.seqIds.length === 0) continue;
    const coords = new Float64Array(found.coords.length);
    moveInto(found.coords, part.operator, coords, 0);
    subunits.push({
      asymId: part.asymId,
      entityId: chain.entityId,
      operatorIds: part.operatorIds,
      seqIds: found.seqIds,
      coords,
    });
  }
  if (subunits.length === 0) return subunits;
  const least = minimumLength(subunits.map((s) => s.seqIds.length));
  return subunits.filter((s) => s.seqIds.length >= least);
}
