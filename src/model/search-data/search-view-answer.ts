// /search/data's answer for the search views and for counts (seed 000 §3/§7, seed 001 §3): what
// the search is asked, and how its Search API answer becomes what the UI reads: result items or
// group items, totals, the refinement facets, and {statusCode: 204} when nothing matched. One
// authority for both ways of answering: the archive server runs its engine over its index; the
// browser-direct client asks the public Search API and reads the documents from the Data API.

import { DEFAULTS } from '../constants/limits.ts';
import { DOC_TYPE_OF_RETURN } from '../doc-types.ts';
import { filledPaginate } from '../request/paging.ts';
import type {
  ResultItem,
  ReturnType,
  SearchApiGroupItem,
  SearchApiResponse,
  SearchApiResultItem,
  SearchRequest,
  SearchResponse,
  StructureResultItem,
} from '../types.ts';
import { defaultFacets, facetRequest, type FacetAttributeLookup, type PlannedFacet } from './default-facets.ts';
import type { DocumentReader } from './document-reader.ts';
import { panelFacets, requestedFacet } from './facet-answers.ts';
import { groupItem, representativeItem, type GroupContext } from './group-items.ts';
import { ligandItem } from './ligand-items.ts';
import { matchFields, queryHasMatchServices } from './match-fields.ts';
import { structureItem } from './structure-items.ts';

/** A search view's question: the request, and whether the UI wants the refinement facets too. */
export interface SearchViewQuestion {
  request: SearchRequest;
  getDrilldown: boolean;
}

/** Where the answer comes from. */
export interface SearchViewSources {
  /** Runs a Search API v2 request (a refused one rejects). */
  search(request: SearchRequest): Promise<SearchApiResponse>;
  /**
   * The documents of the answer's items and group members, of `returnType` with their entries,
   * entities and chemical components (the server: its index at once; the browser: fetched first).
   */
  documentsFor(response: SearchApiResponse, returnType: ReturnType): Promise<DocumentReader>;
  /** The attributes the refinement facets may count (the archive's catalogue, or the metadata schema). */
  facetAttribute: FacetAttributeLookup;
}

/** The body that means "no results" to the UI (an HTTP 200 carrying statusCode 204). */
function noResults(response: SearchApiResponse): SearchResponse {
  return { statusCode: 204, query_id: response.query_id, result_type: response.result_type, total_count: 0 };
}

/** A count answers totals only. */
async function answerCount(sources: SearchViewSources, request: SearchRequest): Promise<SearchResponse> {
  const { facets: _facets, sort: _sort, ...options } = request.request_options ?? {};
  const response = await sources.search({ ...request, request_options: { ...options, return_counts: true } });
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
 * What the search is asked: the client's options, its paging or the UI's default page, facets when
 * drilldown is wanted, match contexts only when a service produces them, and groups with their
 * members whenever results are grouped (representatives are picked from them here).
 */
function searchRequest(request: SearchRequest, planned: readonly PlannedFacet[]): SearchRequest {
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

const isItem = (value: SearchApiResultItem | string): value is SearchApiResultItem => typeof value !== 'string';
const isGroup = (value: SearchApiGroupItem | string): value is SearchApiGroupItem => typeof value !== 'string';

export async function answerSearchView(
  question: SearchViewQuestion,
  sources: SearchViewSources,
): Promise<SearchResponse> {
  const { request } = question;
  const options = request.request_options ?? {};
  if (options.return_counts) return answerCount(sources, request);

  const returnType = request.return_type;
  const planned = !options.facets && question.getDrilldown ? defaultFacets(sources.facetAttribute, returnType) : [];
  const response = await sources.search(searchRequest(request, planned));
  const grouped = options.group_by !== undefined;
  const hits = grouped ? (response.ungrouped_count ?? 0) : response.total_count;
  if (hits === 0) return noResults(response);

  const reader = await sources.documentsFor(response, returnType);
  const docType = DOC_TYPE_OF_RETURN[returnType];
  const structure = (member: SearchApiResultItem): StructureResultItem => {
    const row = reader.rowOf(docType, member.identifier);
    const item: StructureResultItem =
      row === undefined
        ? { identifier: member.identifier, entryId: member.identifier, return_type: returnType }
        : structureItem(reader, row, returnType);
    return { ...item, score: member.score, ...matchFields(member) };
  };
  const anyItem = (member: SearchApiResultItem): ResultItem => {
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
