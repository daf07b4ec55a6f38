// The polymer residues of a structure with their heavy atoms, from the first model of an mmCIF
// block: what the structure motif and structure similarity services compare. The first
// alternate location of each atom is kept; hydrogens and residues without label_seq_id
// (ligands, water, sugars) are left out.

import type { CifData } from '../../ingest/cif-table.ts';

export interface ChainResidues {
  asymId: string;
  authAsymId: string;
  entityId: string;
  /** Per residue: label_seq_id, auth_seq_id (with insertion code), label_comp_id. */
  seqIds: number[];
  authSeqIds: string[];
  compIds: string[];
  /** Atoms of residue i are atomStart[i] .. atomStart[i + 1]; atomStart has residues + 1 items. */
  atomStart: number[];
  atomNames: string[];
  /** x, y, z per atom (a view of one array for the whole entry when decoded from the index). */
  coords: number[] | Float64Array;
}

/** A chain while it is read from a file, atom by atom. */
export type GrowingChain = ChainResidues & { coords: number[] };

const HYDROGEN = new Set(['H', 'D']);

export function readPolymerResidues(data: CifData): ChainResidues[] {
  const atoms = data.table('atom_site');
  if (!atoms) return [];
  const f = (name: string) => atoms.field(name);
  const [model, atomName, asym, authAsym, entity, comp, seq, authSeq, insCode, type, x, y, z] = [
    f('pdbx_PDB_model_num'),
    f('label_atom_id'),
    f('label_asym_id'),
    f('auth_asym_id'),
    f('label_entity_id'),
    f('label_comp_id'),
    f('label_seq_id'),
    f('auth_seq_id'),
    f('pdbx_PDB_ins_code'),
    f('type_symbol'),
    f('Cartn_x'),
    f('Cartn_y'),
    f('Cartn_z'),
  ];
  if (!atomName || !asym || !seq || !x || !y || !z) return [];
  const chains = new Map<string, GrowingChain>();
  const firstModel = model ? model.int(0) : 1;
  let chain: GrowingChain | undefined;
  let residueKey = '';
  let residueAtoms = new Set<string>();
  for (let row = 0; row < atoms.rowCount; row++) {
    if (model && model.int(row) !== firstModel) break;
    if (seq.valueKind(row) !== 0) continue;
    if (type && HYDROGEN.has(type.str(row).toUpperCase())) continue;
    const asymId = asym.str(row);
    if (chain?.asymId !== asymId) {
      chain = chains.get(asymId);
      if (!chain) {
        chain = {
          asymId,
          authAsymId: authAsym?.str(row) || asymId,
          entityId: entity?.str(row) ?? '',
          seqIds: [],
          authSeqIds: [],
          compIds: [],
          atomStart: [0],
          atomNames: [],
          coords: [],
        };
        chains.set(asymId, chain);
      }
      residueKey = '';
    }
    const seqId = seq.int(row);
    const compId = comp?.str(row) ?? 'UNK';
    const key = `${seqId}|${compId}`;
    if (key !== residueKey) {
      // microheterogeneity: a second residue at the same seq_id is a different compound; keep the first
      if (chain.seqIds[chain.seqIds.length - 1] === seqId) continue;
      residueKey = key;
      residueAtoms = new Set();
      chain.seqIds.push(seqId);
      const ins = insCode && insCode.valueKind(row) === 0 ? insCode.str(row).trim() : '';
      chain.authSeqIds.push(`${authSeq?.str(row) ?? seqId}${ins}`);
      chain.compIds.push(compId);
      chain.atomStart.push(chain.atomNames.length);
    }
    const name = atomName.str(row);
    // the first alternate location wins; later ones repeat the atom name
    if (residueAtoms.has(name)) continue;
    residueAtoms.add(name);
    chain.atomNames.push(name);
    chain.coords.push(x.float(row), y.float(row), z.float(row));
    chain.atomStart[chain.atomStart.length - 1] = chain.atomNames.length;
  }
  return [...chains.values()].filter((c) => c.seqIds.length > 0);
}

/** The coordinates of one atom of residue i, or undefined when it was not modelled. */
export function atomOf(chain: ChainResidues, residue: number, name: string): [number, number, number] | undefined {
  const from = chain.atomStart[residue] ?? 0;
  const to = chain.atomStart[residue + 1] ?? from;
  for (let a = from; a < to; a++) {
    if (chain.atomNames[a] === name) return [chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!];
  }
  return undefined;
}
