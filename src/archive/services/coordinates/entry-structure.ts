// One entry's coordinates as the services keep them: polymer chains (residues with heavy atoms),
// assembly generators and operators. Stored as one blob per entry: a JSON header with everything
// but the numbers, then the atom-name indexes (Uint16) and coordinates (Float32).

import { readOperators, type Operator } from '../../images/assembly.ts';
import type { CifData } from '../../ingest/cif-table.ts';
import { readPolymerResidues, type ChainResidues } from './residues.ts';

export interface AssemblyGen {
  assemblyId: string;
  operExpression: string;
  asymIds: string[];
}

export interface EntryStructure {
  entryId: string;
  chains: ChainResidues[];
  assemblies: AssemblyGen[];
  /** pdbx_struct_oper_list by id, row-major 3×4 [R | t]. */
  operators: Record<string, Operator>;
}

export function readEntryStructure(entryId: string, data: CifData): EntryStructure {
  const assemblies: AssemblyGen[] = [];
  const gen = data.table('pdbx_struct_assembly_gen');
  for (let row = 0; row < (gen?.rowCount ?? 0); row++) {
    const assemblyId = gen!.str('assembly_id', row);
    const operExpression = gen!.str('oper_expression', row);
    const asymList = gen!.str('asym_id_list', row);
    if (assemblyId && operExpression && asymList) {
      assemblies.push({
        assemblyId,
        operExpression,
        asymIds: asymList
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      });
    }
  }
  return { entryId, chains: readPolymerResidues(data), assemblies, operators: Object.fromEntries(readOperators(data)) };
}

/** The entry's structure, read once per file: the coordinate store and ingest's symmetry share it. */
export function entryStructureOf(entryId: string, data: CifData): EntryStructure {
  return data.reading('entry structure', () => readEntryStructure(entryId, data));
}

interface Header {
  entryId: string;
  names: string[];
  chains: Array<Omit<ChainResidues, 'atomNames' | 'coords'> & { atoms: number }>;
  assemblies: AssemblyGen[];
  operators: Record<string, Operator>;
}

export function encodeEntryStructure(structure: EntryStructure): Buffer {
  const names = new Map<string, number>();
  let atoms = 0;
  for (const chain of structure.chains) {
    atoms += chain.atomNames.length;
    for (const name of chain.atomNames) if (!names.has(name)) names.set(name, names.size);
  }
  const header: Header = {
    entryId: structure.entryId,
    names: [...names.keys()],
    chains: structure.chains.map(({ atomNames, coords: _coords, ...rest }) => ({ ...rest, atoms: atomNames.length })),
    assemblies: structure.assemblies,
    operators: structure.operators,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  // header length, header, padding to 4 bytes, coordinates, then name indexes
  const headerEnd = 4 + json.length;
  const coordStart = Math.ceil(headerEnd / 4) * 4;
  const out = Buffer.alloc(coordStart + atoms * 12 + atoms * 2);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  const coords = new Float32Array(out.buffer, out.byteOffset + coordStart, atoms * 3);
  const nameIndex = new Uint16Array(out.buffer, out.byteOffset + coordStart + atoms * 12, atoms);
  let a = 0;
  for (const chain of structure.chains) {
    coords.set(chain.coords, a * 3);
    chain.atomNames.forEach((name, i) => (nameIndex[a + i] = names.get(name)!));
    a += chain.atomNames.length;
  }
  return out;
}

export function decodeEntryStructure(blob: Uint8Array): EntryStructure {
  const bytes = Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  const length = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as Header;
  const atoms = header.chains.reduce((sum, c) => sum + c.atoms, 0);
  const coordStart = Math.ceil((4 + length) / 4) * 4;
  // copy: the blob's buffer may not be 4-byte aligned
  const raw = bytes.subarray(coordStart, coordStart + atoms * 14);
  const aligned = new Uint8Array(raw.length);
  aligned.set(raw);
  const coords = new Float32Array(aligned.buffer, 0, atoms * 3);
  const nameIndex = new Uint16Array(aligned.buffer, atoms * 12, atoms);
  let a = 0;
  const chains = header.chains.map(({ atoms: count, ...rest }): ChainResidues => {
    const chain: ChainResidues = {
      ...rest,
      atomNames: Array.from(nameIndex.subarray(a, a + count), (i) => header.names[i] ?? '?'),
      coords: Array.from(coords.subarray(a * 3, (a + count) * 3)),
    };
    a += count;
    return chain;
  });
  return { entryId: header.entryId, chains, assemblies: header.assemblies, operators: header.operators };
}
