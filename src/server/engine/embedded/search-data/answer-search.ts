// POST /search/data for the search views and for counts: runs the validated request on the
// engine and shapes its answer into what the UI reads (seed 000 §3/§7, seed 001 §3): result
// items or group items, totals, the refinement facets, and {statusCode: 204} when nothing matched.

import { DOC_TYPE_OF_RETURN } from '../../../../archive/query/granularity.ts';
import { refusalAsClientError } from '../query-refusal.ts';
import type {
  GroupItem as EngineGroupItem,
  ResultItem as EngineResultItem,
  SearchResponse as EngineResponse,
} from '../../../../archive/query/search-response.ts';
import type { ArchiveSearch } from '../../../../archive/query/search.ts';
import { DEFAULTS } from '../../../../model/constants/limits.ts';
import { filledPaginate } from '../../../../model/request/paging.ts';
import type { ResultItem, SearchRequest, SearchResponse, StructureResultItem } from '../../../../model/types.ts';
import type { SearchParts } from '../search-runner/search-parts.ts';
import type { SearchViewInput } from '../../types.ts';
import { defaultFacets, facetRequest, type PlannedFacet } from './default-facets.ts';
import { DocumentReader } from './documents.ts';
import { panelFacets, requestedFacet } from './facet-answers.ts';
import { groupItem, representativeItem, type GroupContext } from './group-items.ts';
import { ligandItem } from './ligand-items.ts';
import { matchFields, queryHasMatchServices } from './match-fields.ts';
import { requestErrorMessage } from '../../../../model/request/contract.ts';
import { structureItem } from './structure-items.ts';
import { derivedRequest } from '../derived-request.ts';

async function runEngine(search: ArchiveSearch, request: SearchRequest): Promise<EngineResponse> {
  const checked = derivedRequest(request);
  try {
    return await search.search(checked);
  } catch (error) {
    throw refusalAsClientError(error, requestErrorMessage);
  }
}

/** The body that means "no results" to the UI (an HTTP 200 carrying statusCode 204). */
function noResults(response: EngineResponse): SearchResponse {
  return { statusCode: 204, query_id: response.query_id, result_type: response.result_type, total_count: 0 };
}

/** A count answers totals only. */
async function answerCount(search: ArchiveSearch, request: SearchRequest): Promise<SearchResponse> {
  const { facets: _facets, sort: _sort, ...options } = request.request_options ?? {};
  const response = await runEngine(search, { ...request, request_options: { ...options, return_counts: true } });
  if (response.total_count === 0) return noResults(response);
  const answer: SearchResponse = {
    query_id: response.query_id,
    result_type: response.result_type,
    total_count: response.total_count,
  };
  if (response.group_by_count !== undefined) answer.group_by_count = response.group_by_count;
  if (response.ungrouped_count !== undefined) answer.ungrouped_count = response.ungrouped_count;
  return answer;
}

/**
 * What the engine is asked: the client's options, its paging or the UI's default page, facets when
 * drilldown is wanted, match contexts only when a service produces them, and groups with their
 * members whenever results are grouped (representatives are picked from them here).
 */
function engineRequest(request: SearchRequest, planned: readonly PlannedFacet[]): SearchRequest {
  const options = request.request_options ?? {};
  const paginate = options.return_all_hits ? undefined : filledPaginate(options.paginate, DEFAULTS.rows);
  return {
    ...request,
    request_options: {
      ...options,
      paginate,
      results_verbosity: queryHasMatchServices(request.query) ? 'verbose' : 'minimal',
      facets: options.facets ?? (planned.length > 0 ? planned.map(facetRequest) : undefined),
      group_by_return_type: options.group_by ? 'groups' : undefined,
    },
  };
}

const isItem = (value: EngineResultItem | string): value is EngineResultItem => typeof value !== 'string';
const isGroup = (value: EngineGroupItem | string): value is EngineGroupItem => typeof value !== 'string';

export async function answerSearchView(
  archive: Pick<SearchParts, 'index' | 'search'>,
  input: SearchViewInput,
): Promise<SearchResponse> {
  const { request } = input;
  const options = request.request_options ?? {};
  if (options.return_counts) return answerCount(archive.search, request);

  const returnType = request.return_type;
  const planned = !options.facets && input.getDrilldown ? defaultFacets(archive.index, returnType) : [];
  const response = await runEngine(archive.search, engineRequest(request, planned));
  const grouped = options.group_by !== undefined;
  const hits = grouped ? (response.ungrouped_count ?? 0) : response.total_count;
  if (hits === 0) return noResults(response);

  const reader = new DocumentReader(archive.index);
  const docType = DOC_TYPE_OF_RETURN[returnType];
  const structure = (member: EngineResultItem): StructureResultItem => {
    const row = reader.rowOf(docType, member.identifier);
    const item: StructureResultItem =
      row === undefined
        ? { identifier: member.identifier, entryId: member.identifier, return_type: returnType }
        : structureItem(reader, row, returnType);
    return { ...item, score: member.score, ...matchFields(member) };
  };
  const anyItem = (member: EngineResultItem): ResultItem => {
    if (returnType !== 'mol_definition') return structure(member);
    const row = reader.rowOf('mol_definition', member.identifier);
    return { ...(row === undefined ? { id: member.identifier } : ligandItem(reader, row)), score: member.score };
  };

  const answer: SearchResponse = {
    query_id: response.query_id,
    result_type: response.result_type,
    total_count: response.total_count,
  };
  if (grouped && options.group_by) {
    const groups = (response.group_set ?? []).filter(isGroup);
    const groupBy = options.group_by;
    const ctx: GroupContext = { reader, method: groupBy.aggregation_method, item: structure };
    answer.group_by_count = response.group_by_count ?? 0;
    answer.ungrouped_count = hits;
    // Nothing grouped although the query matched: the total says what matched, so the UI can
    // say 'This query returned <stats> but no results remain after grouping.'
    if (answer.group_by_count === 0) answer.total_count = hits;
    if ((options.group_by_return_type ?? DEFAULTS.groupByReturnType) === 'groups') {
      const items = groups.map((group) => groupItem(ctx, group));
      answer.group_set = items;
      answer.result_set_count = items.length;
    } else {
      answer.result_set = groups
        .map((group) => representativeItem(ctx, group))
        .filter((item): item is StructureResultItem => item !== undefined);
      answer.result_set_count = answer.result_set.length;
    }
  } else {
    answer.result_set = (response.result_set ?? []).filter(isItem).map(anyItem);
    answer.result_set_count = answer.result_set.length;
  }

  if (planned.length > 0) {
    answer.facets = panelFacets(planned, response, request);
  } else if (options.facets) {
    answer.facets = (response.facets ?? []).map(requestedFacet);
  }
  return answer;
}
