// The pairwise alignment view's chains from the archive's coordinates (issue 37): the server's side
// of model/structure-alignment/pairwise.ts, which the page runs itself on structure files.

import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { aminoAcidLetter } from '../../../model/residue-codes.ts';
import {
  alignChainPair,
  unalignableChain,
  type AlignableChain,
  type PairwiseAlignment,
} from '../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../model/viewer-request.ts';
import { QueryError } from '../../query/query-error.ts';
import type { ChainResidues } from '../coordinates/residues.ts';
import type { StructureStore } from '../coordinates/store.ts';
import { chainCaResidues } from './ca-trace.ts';

function alignable(chain: ChainResidues): AlignableChain {
  const { coords, seqIds, residueIndexes } = chainCaResidues(chain);
  return { coords, seqIds, letters: [...residueIndexes].map((r) => aminoAcidLetter(chain.compIds[r]!)).join('') };
}

function archiveChain(store: StructureStore, ref: ChainRef): AlignableChain {
  const structure = store.get(ref.entryId);
  if (!structure) throw new QueryError(MESSAGE_TEMPLATES.noDataForEntry(ref.entryId));
  const found = structure.chains.find((c) => c.asymId === ref.asymId);
  const chain = found && alignable(found);
  const problem = unalignableChain(
    ref,
    chain,
    structure.chains.map((c) => c.asymId),
  );
  if (problem) throw new QueryError(problem);
  return chain!;
}

/** The TM-align of two archive chains; a chain missing or too short is a QueryError saying which. */
export function alignArchiveChains(store: StructureStore, query: ChainRef, target: ChainRef): PairwiseAlignment {
  return alignChainPair(archiveChain(store, query), archiveChain(store, target));
}
