// One entry's coordinates as the services keep them: polymer chains (residues with heavy atoms),
// assembly generators and operators. Stored as one blob per entry (structure-codec.ts).

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
