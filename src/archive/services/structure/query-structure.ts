// The query of a structure search as a Cα trace: a chain or assembly of an archive entry, or of a
// structure file by URL or upload, checked against what the service can compare (protein chains
// long enough, assemblies not too long), with messages that name what the entry does have.

import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { IDENTITY } from '../../images/assembly.ts';
import { QueryError } from '../../query/query-error.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { structureFromFile, type StructureFetcher } from '../coordinates/file-source.ts';
import type { StructureStore } from '../coordinates/store.ts';
import { caTrace, MIN_CHAIN_RESIDUES } from '../../../model/structure-alignment/ca-trace.ts';
import { assemblyChains, assemblyParts, chainCaCoords, complexOf, type ComplexTrace } from './ca-trace.ts';
import type { StructureReference, StructureRequest } from './parameters.ts';
import { structureFromPdb } from './pdb-file.ts';
import { MAX_ASSEMBLY_RESIDUES } from './shape-index.ts';

/** Where query structures come from: the archive's entries, and files by URL when a fetcher is given. */
export interface QuerySources {
  store: StructureStore;
  fetchStructure?: StructureFetcher | undefined;
}

async function referenceStructure(reference: StructureReference, sources: QuerySources): Promise<EntryStructure> {
  if (reference.kind === 'entry') {
    const structure = sources.store.get(reference.entryId);
    if (!structure) throw new QueryError(MESSAGE_TEMPLATES.noDataForEntry(reference.entryId));
    return structure;
  }
  let bytes: Uint8Array;
  let label: string;
  if (reference.kind === 'url') {
    const fetcher = sources.fetchStructure;
    if (!fetcher) throw new QueryError('Structures by URL are not available in this archive');
    try {
      bytes = await fetcher(reference.url);
    } catch (error) {
      throw new QueryError(`The structure file could not be fetched: ${(error as Error).message}`);
    }
    label = reference.url;
  } else {
    bytes = reference.bytes;
    label = 'upload';
  }
  return reference.format === 'pdb' ? structureFromPdb(bytes, label) : structureFromFile(bytes, label);
}

function chainQuery(structure: EntryStructure, asymId: string): ComplexTrace {
  const chain = structure.chains.find((c) => c.asymId === asymId);
  const name = `entry ${structure.entryId}`;
  if (!chain) {
    const known = structure.chains.map((c) => c.asymId).join(', ');
    throw new QueryError(`Chain ${asymId} not found in ${name}${known ? ` (its polymer chains: ${known})` : ''}`);
  }
  const coords = chainCaCoords(chain);
  if (coords.length / 3 < MIN_CHAIN_RESIDUES) {
    throw new QueryError(
      `Chain ${asymId} of ${name} has ${coords.length / 3} residues with a Cα atom; structure similarity compares protein chains of at least ${MIN_CHAIN_RESIDUES}`,
    );
  }
  return { trace: caTrace(coords), chains: [] };
}

function assemblyQuery(structure: EntryStructure, assemblyId: string): ComplexTrace {
  const parts = assemblyParts(structure, assemblyId);
  if (!parts) {
    const known = [...new Set(structure.assemblies.map((a) => a.assemblyId))].join(', ');
    throw new QueryError(
      `Assembly ${assemblyId} not found in entry ${structure.entryId}${known ? ` (its assemblies: ${known})` : ''}`,
    );
  }
  const chains = assemblyChains(structure, parts);
  const length = chains.reduce((sum, chain) => sum + chain.trace.length, 0);
  if (length > MAX_ASSEMBLY_RESIDUES) {
    throw new QueryError(
      `Assembly ${assemblyId} of entry ${structure.entryId} has ${length} residues; structure similarity compares assemblies of up to ${MAX_ASSEMBLY_RESIDUES}`,
    );
  }
  if (length < MIN_CHAIN_RESIDUES)
    throw new QueryError(`Assembly ${assemblyId} of entry ${structure.entryId} has no protein chains to compare`);
  return complexOf(chains);
}

/** A file's first protein chain (for chain targets) or all its protein chains (for assemblies). */
function wholeQuery(structure: EntryStructure, asChains: boolean): ComplexTrace {
  const proteins = assemblyChains(
    structure,
    structure.chains.map((chain) => ({ asymId: chain.asymId, operator: IDENTITY, operatorIds: [] })),
  ).filter((chain) => chain.trace.length >= MIN_CHAIN_RESIDUES);
  const first = proteins[0];
  if (!first)
    throw new QueryError(
      `The structure file has no protein chain of at least ${MIN_CHAIN_RESIDUES} residues with Cα atoms`,
    );
  if (asChains) return { trace: first.trace, chains: [] };
  const complex = complexOf(proteins);
  if (complex.trace.length > MAX_ASSEMBLY_RESIDUES)
    throw new QueryError(
      `The structure file has ${complex.trace.length} residues; structure similarity compares assemblies of up to ${MAX_ASSEMBLY_RESIDUES}`,
    );
  return complex;
}

/** The query's Cα trace, with its chains when it is an assembly. */
export async function queryComplex(request: StructureRequest, sources: QuerySources): Promise<ComplexTrace> {
  const reference = request.reference;
  const structure = await referenceStructure(reference, sources);
  const selection = reference.selection;
  if ('asymId' in selection) return chainQuery(structure, selection.asymId);
  if ('assemblyId' in selection) {
    if (reference.kind !== 'entry' && structure.assemblies.length === 0) {
      throw new QueryError(
        `The structure file defines no assemblies; give asym_id instead of assembly_id ${selection.assemblyId}`,
      );
    }
    return assemblyQuery(structure, selection.assemblyId);
  }
  if ('firstAssembly' in selection) {
    const first = structure.assemblies[0]?.assemblyId;
    return first !== undefined ? assemblyQuery(structure, first) : wholeQuery(structure, false);
  }
  return wholeQuery(structure, request.targetSpace === 'polymer_entity_instance');
}
