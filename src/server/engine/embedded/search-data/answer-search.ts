// POST /search/data for the search views and for counts, answered from the archive: the model's
// answer (model/search-data/search-view-answer.ts) over this engine and the index's documents.

import type { ArchiveSearch } from '../../../../archive/query/search.ts';
import { requestErrorMessage } from '../../../../model/request/contract.ts';
import { answerSearchView } from '../../../../model/search-data/search-view-answer.ts';
import type { SearchApiResponse, SearchRequest, SearchResponse } from '../../../../model/types.ts';
import type { SearchViewInput } from '../../types.ts';
import { derivedRequest } from '../derived-request.ts';
import { refusalAsClientError } from '../query-refusal.ts';
import type { SearchParts } from '../search-runner/search-parts.ts';
import { archiveFacetAttributes } from './facet-attributes.ts';
import { IndexDocumentReader } from './index-documents.ts';

/** The engine's answer to a request the view derived; a refused query is the client's 400. */
async function runEngine(search: ArchiveSearch, request: SearchRequest): Promise<SearchApiResponse> {
  const checked = derivedRequest(request);
  try {
    return await search.search(checked);
  } catch (error) {
    throw refusalAsClientError(error, requestErrorMessage);
  }
}

export function answerSearchViewFromArchive(
  archive: Pick<SearchParts, 'index' | 'search'>,
  input: SearchViewInput,
): Promise<SearchResponse> {
  return answerSearchView(input, {
    search: (request) => runEngine(archive.search, request),
    documentsFor: () => Promise.resolve(new IndexDocumentReader(archive.index)),
    facetAttribute: archiveFacetAttributes(archive.index),
  });
}
