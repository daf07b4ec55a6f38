// The pairwise alignment view's TM-align where no archive holds the coordinates (issue 37): from two
// mmCIF texts (the page's file template in browser-direct mode, the public files in the server's
// upstream mode), with the one TM-align the archive's server runs (model/structure-alignment/).
// Mol*'s CIF text parser reads the files; only atom_site's Cα atoms of the first model are kept.
// In the page this runs in a worker (alignment-worker.ts): it is never in an initial load.

import { parseCifText } from 'molstar/lib/mol-io/reader/cif/text/parser.js';
import type { CifCategory } from 'molstar/lib/mol-io/reader/cif.js';
import { aminoAcidLetter } from '../../model/residue-codes.ts';
import {
  alignChainPair,
  unalignableChain,
  type AlignableChain,
  type PairwiseAlignment,
} from '../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../model/viewer-request.ts';

/** A field's value is present (not '.' or '?'). */
const PRESENT = 0;

interface GrowingChain {
  coords: number[];
  seqIds: number[];
  letters: string[];
}

/** Every polymer chain's Cα trace (first model, first alternate location), by label_asym_id. */
function chainsOf(atoms: CifCategory): Map<string, GrowingChain> {
  const f = (name: string) => atoms.getField(name);
  const [model, atom, asym, comp, seq, x, y, z] = [
    'pdbx_PDB_model_num',
    'label_atom_id',
    'label_asym_id',
    'label_comp_id',
    'label_seq_id',
    'Cartn_x',
    'Cartn_y',
    'Cartn_z',
  ].map(f);
  const chains = new Map<string, GrowingChain>();
  if (!atom || !asym || !seq || !x || !y || !z) return chains;
  const firstModel = model?.str(0);
  for (let row = 0; row < atoms.rowCount; row++) {
    const asymId = asym.str(row);
    if (!chains.has(asymId) && seq.valueKind(row) === PRESENT)
      chains.set(asymId, { coords: [], seqIds: [], letters: [] });
    if (atom.str(row) !== 'CA' || seq.valueKind(row) !== PRESENT) continue;
    if (model && model.str(row) !== firstModel) break;
    const chain = chains.get(asymId)!;
    const seqId = seq.int(row);
    if (chain.seqIds[chain.seqIds.length - 1] === seqId) continue; // another alternate location
    chain.seqIds.push(seqId);
    chain.coords.push(x.float(row), y.float(row), z.float(row));
    chain.letters.push(aminoAcidLetter(comp?.str(row) ?? ''));
  }
  return chains;
}

async function chainOfCif(text: string, ref: ChainRef): Promise<AlignableChain> {
  const parsed = await parseCifText(text).run();
  if (parsed.isError) throw new Error(`The structure file of ${ref.entryId} could not be read: ${parsed.message}`);
  const atoms = parsed.result.blocks[0]?.categories['atom_site'];
  const chains = atoms ? chainsOf(atoms) : new Map<string, GrowingChain>();
  const found = chains.get(ref.asymId);
  const chain = found && {
    coords: Float64Array.from(found.coords),
    seqIds: Int32Array.from(found.seqIds),
    letters: found.letters.join(''),
  };
  const problem = unalignableChain(ref, chain, [...chains.keys()]);
  if (problem) throw new Error(problem);
  return chain!;
}

/** TM-align of the query chain and the target chain, each read from its entry's mmCIF text. */
export async function alignCifChains(
  files: { query: string; target: string },
  query: ChainRef,
  target: ChainRef,
): Promise<PairwiseAlignment> {
  const [q, t] = await Promise.all([chainOfCif(files.query, query), chainOfCif(files.target, target)]);
  return alignChainPair(q, t);
}
