// The upstream engine's pairwise alignment (issue 37): the public Search API returns no
// superposition, so the server aligns the two chains itself from the upstream's mmCIF files with
// browser-direct mode's code (client/direct/align-cif-chains.ts), which is the archive's TM-align.

import { alignCifChains } from '../../../client/direct/align-cif-chains.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import type { ChainRef } from '../../../model/viewer-request.ts';
import { ClientError } from '../../errors.ts';
import { readFileAs } from '../../files/file-content.ts';
import type { EngineFiles, EngineSearches } from '../types.ts';

export function upstreamAlignment(files: EngineFiles): EngineSearches['align'] {
  const text = async (chain: ChainRef): Promise<string> => {
    const file = await files.entryFile(chain.entryId);
    if (!file) throw new ClientError(404, MESSAGE_TEMPLATES.noDataForEntry(chain.entryId));
    return new TextDecoder().decode(await readFileAs(file, 'cif'));
  };
  return async (query, target) => {
    const [queryText, targetText] = await Promise.all([text(query), text(target)]);
    try {
      return await alignCifChains({ query: queryText, target: targetText }, query, target);
    } catch (error) {
      throw new ClientError(400, error instanceof Error ? error.message : String(error));
    }
  };
}
