// The chemical searches run here, in a worker thread of their own (service.ts), with this
// thread's RDKit and library of target molecules, and its Indigo (indigo.ts), loaded by the first
// InChI that needs it. RDKit (WebAssembly) can be left unusable by one molecule (a 600-atom
// chain left every later call throwing until restart), and the worker that met it is replaced,
// so no other search pays for it.

import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type { DescriptorType } from '../../../model/types.ts';
import { loadRdkit } from '../../images/rdkit.ts';
import { JobRefused, serveJobs } from '../../workers/serve-jobs.ts';
import { descriptorMolecule } from './descriptor.ts';
import { ChemicalLibrary } from './library.ts';
import { CHEMICAL_MESSAGES, type ChemicalQuery } from './parameters.ts';
import { descriptorHits, formulaHits, type ScoredHit } from './search.ts';

/**
 * Whether RDKit still answers after a search. The 600-carbon chain breaks it without a word:
 * matching it throws inside a target screen that must catch (unsanitised targets throw there
 * too), and from then on every Morgan fingerprint throws. Two calls on a kept molecule, about
 * 0.3 ms, tell.
 */
function rdkitWorks(canary: Mol, pattern: Mol): boolean {
  try {
    canary.get_morgan_fp_as_uint8array(CANARY_FINGERPRINT);
    return canary.get_substruct_match(pattern, '{}') !== '{}';
  } catch {
    return false;
  }
}

async function hits(rdkit: RDKitModule, library: ChemicalLibrary, query: ChemicalQuery): Promise<ScoredHit[]> {
  if (query.type === 'formula') return formulaHits(library, query.formula, query.subset);
  // RDKit throws bare exceptions (C++ ones), or traps (a 700-carbon chain: 'memory access out
  // of bounds'), on molecules it cannot handle, and may be left broken by them: the user is
  // told, and this worker makes way for a fresh one
  const refused = new JobRefused(
    `${invalidDescriptor(query.descriptorType)}: RDKit cannot process this molecule.`,
    true,
  );
  let found: ScoredHit[];
  try {
    const mol = await descriptorMolecule(rdkit, library, query.value, query.descriptorType);
    try {
      found = descriptorHits(rdkit, library, mol, query.matchType);
    } finally {
      mol.delete();
    }
  } catch (error) {
    if (!(error instanceof Error) || error instanceof WebAssembly.RuntimeError) throw refused;
    throw error;
  }
  // hits found by a broken RDKit are not to be trusted either
  if (!rdkitWorks(canary, canaryPattern)) throw refused;
  return found;
}

function invalidDescriptor(type: DescriptorType): string {
  return type === 'InChI' ? CHEMICAL_MESSAGES.invalidInchi : CHEMICAL_MESSAGES.invalidSmiles;
}

/** Hits as [row, score, row, score, ...]: one buffer crosses threads, not an array per hit. */
function packed(list: ScoredHit[]): Float64Array {
  const out = new Float64Array(list.length * 2);
  list.forEach(([row, score], i) => {
    out[2 * i] = row;
    out[2 * i + 1] = score;
  });
  return out;
}

const { indexFile } = workerData as { indexFile: string };
const rdkit = await loadRdkit();
const CANARY_FINGERPRINT = JSON.stringify({ radius: 1, nBits: 64 });
const canary = rdkit.get_mol('CO')!;
const canaryPattern = rdkit.get_qmol('[#8]')!;
const db = new Database(indexFile, { readonly: true, fileMustExist: true });
const library = ChemicalLibrary.load(db, rdkit);
db.close(); // the library holds all it reads
serveJobs(
  async (query: ChemicalQuery) => packed(await hits(rdkit, library, query)),
  (answer) => [answer.buffer as ArrayBuffer],
);
