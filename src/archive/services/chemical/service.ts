// The `chemical` service: chemical components (mol_definition rows) by molecular formula or by
// a SMILES/InChI descriptor under one of the RCSB's match types (match-types.ts). The engine
// maps the rows to entries and entities through the components they contain. RDKit and the
// library of target molecules are loaded on the first chemical query and kept.

import type { DescriptorType } from '../../../model/types.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService } from '../../query/evaluate.ts';
import type { ScoredRows } from '../../query/granularity.ts';
import { loadRdkit } from '../../images/rdkit.ts';
import { QueryError } from '../../query/query-error.ts';
import { descriptorMolecule } from './descriptor.ts';
import { ChemicalLibrary } from './library.ts';
import { CHEMICAL_MESSAGES, readChemicalParameters } from './parameters.ts';
import { descriptorHits, formulaHits } from './search.ts';

export class ChemicalService implements ExternalService {
  private library: Promise<ChemicalLibrary> | undefined;

  constructor(private readonly index: ArchiveIndex) {}

  /** The targets (read on first call; a failed read is retried by the next call). */
  load(): Promise<ChemicalLibrary> {
    this.library ??= loadRdkit()
      .then((rdkit) => ChemicalLibrary.load(this.index, rdkit))
      .catch((error: unknown) => {
        this.library = undefined;
        throw error;
      });
    return this.library;
  }

  async warm(): Promise<void> {
    await this.load();
  }

  async evaluate(parameters: unknown): Promise<ScoredRows> {
    const query = readChemicalParameters(parameters);
    const library = await this.load();
    if (query.type === 'formula') return formulaHits(library, query.formula, query.subset);
    const rdkit = await loadRdkit();
    try {
      const mol = descriptorMolecule(rdkit, library, query.value, query.descriptorType);
      try {
        return descriptorHits(rdkit, library, mol, query.matchType);
      } finally {
        mol.delete();
      }
    } catch (error) {
      // RDKit (WebAssembly) throws bare exceptions, not Errors, on molecules it cannot handle
      if (!(error instanceof Error))
        throw new QueryError(`${invalidDescriptor(query.descriptorType)}: RDKit cannot process this molecule.`);
      throw error;
    }
  }
}

function invalidDescriptor(type: DescriptorType): string {
  return type === 'InChI' ? CHEMICAL_MESSAGES.invalidInchi : CHEMICAL_MESSAGES.invalidSmiles;
}
