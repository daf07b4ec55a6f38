// Structures in the legacy PDB format (fixed columns), which structure similarity accepts by URL
// or upload besides cif and bcif. Only what the comparison needs is read: the first model's
// polymer residues and their atoms, chain by chain (the chain identifier serves as asym_id; the
// format has no assembly definitions we read). A residue counts as polymer when it is an ATOM
// record or a modified amino acid (HETATM with N, CA and C), so ions and ligands drop out.

import { QueryError } from '../../query/query-error.ts';
import { inflateStructureFile } from '../coordinates/inline-data.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import type { GrowingChain } from '../coordinates/residues.ts';

interface PendingResidue {
  chainId: string;
  authSeqId: string;
  compId: string;
  atom: boolean;
  names: string[];
  coords: number[];
}

function isPolymer(residue: PendingResidue): boolean {
  if (residue.atom) return true;
  return residue.names.includes('CA') && residue.names.includes('N') && residue.names.includes('C');
}

export function structureFromPdb(bytes: Uint8Array, label: string): EntryStructure {
  const data = inflateStructureFile(bytes);
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const chains = new Map<string, GrowingChain>();
  let residue: PendingResidue | undefined;
  const flush = (): void => {
    if (!residue || !isPolymer(residue)) return;
    let chain = chains.get(residue.chainId);
    if (!chain) {
      chain = {
        asymId: residue.chainId,
        authAsymId: residue.chainId,
        entityId: '',
        seqIds: [],
        authSeqIds: [],
        compIds: [],
        atomStart: [0],
        atomNames: [],
        coords: [],
      };
      chains.set(residue.chainId, chain);
    }
    chain.seqIds.push(chain.seqIds.length + 1);
    chain.authSeqIds.push(residue.authSeqId);
    chain.compIds.push(residue.compId);
    chain.atomNames.push(...residue.names);
    chain.coords.push(...residue.coords);
    chain.atomStart.push(chain.atomNames.length);
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('ENDMDL')) break; // first model only
    const record = line.slice(0, 6);
    if (record !== 'ATOM  ' && record !== 'HETATM') continue;
    const element = line.slice(76, 78).trim().toUpperCase();
    const name = line.slice(12, 16).trim();
    if (element === 'H' || element === 'D' || (element === '' && /^[HD]/.test(name) && record === 'ATOM  ')) continue;
    const chainId = line.slice(21, 22).trim() || '_';
    const authSeqId = line.slice(22, 27).trim();
    const compId = line.slice(17, 20).trim();
    const [x, y, z] = [Number(line.slice(30, 38)), Number(line.slice(38, 46)), Number(line.slice(46, 54))];
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) continue;
    if (!residue || residue.chainId !== chainId || residue.authSeqId !== authSeqId || residue.compId !== compId) {
      flush();
      residue = { chainId, authSeqId, compId, atom: record === 'ATOM  ', names: [], coords: [] };
    }
    if (residue.names.includes(name)) continue; // alternate locations: the first wins
    residue.names.push(name);
    residue.coords.push(x, y, z);
  }
  flush();
  const list = [...chains.values()];
  if (list.length === 0) throw new QueryError('The structure file has no polymer coordinates');
  return { entryId: label, chains: list, assemblies: [], operators: {} };
}
