// searchData for the search views in browser-direct mode: the very answer /search/data gives
// (model/search-data/search-view-answer.ts), its search asked of the public Search API and its
// items' documents read from the Data API; the refinement facets planned from the Search API's
// metadata schema, as the server plans them from its catalogue.

import { operatorsFor } from '../../model/attribute-operators.ts';
import { readMetadataSchema } from '../../model/attribute-schema.ts';
import { DOC_TYPE_OF_RETURN } from '../../model/doc-types.ts';
import type { FacetAttributeLookup, FacetableAttribute } from '../../model/search-data/default-facets.ts';
import { answerSearchView } from '../../model/search-data/search-view-answer.ts';
import type { SearchApiResponse, SearchDataBody, SearchRequest, SearchResponse } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { fetchDocuments } from './graphql-documents.ts';
import { withArchiveMemberCounts } from './group-counts.ts';
import { metadataSchemaCall, searchCall } from './public-api-calls.ts';

export interface DirectSearchViewApis {
  search: ApiTransport;
  data: ApiTransport;
}

/** A failed call inside the shared answer, carried out of it as the result it was. */
class CallFailed extends Error {
  constructor(readonly result: ClientResult<never>) {
    super(result.ok ? '' : result.message);
  }
}

/** The attributes of both metadata schemas as the facet plan reads them (loaded once, with the first search). */
async function facetAttributes(search: ApiTransport, signal?: AbortSignal): Promise<FacetAttributeLookup> {
  const catalogues = await Promise.all(
    (['text', 'text_chem'] as const).map(async (service) => {
      const schema = await search.send<unknown>(metadataSchemaCall(service), signal);
      if (!schema.ok) throw new CallFailed(schema);
      const byPath = new Map<string, FacetableAttribute>();
      for (const attribute of readMetadataSchema(schema.value).attributes) {
        const operators = operatorsFor(attribute.type, attribute.contexts);
        byPath.set(attribute.path, {
          searchable: operators.length > 0,
          exact_match: attribute.contexts.includes('exact-match'),
          operators,
          ...(attribute.enumeration ? { enumeration: attribute.enumeration } : {}),
        });
      }
      return [service, byPath] as const;
    }),
  );
  const byService = new Map(catalogues);
  return (service, attribute) => byService.get(service)?.get(attribute);
}

export function createDirectSearchView(apis: DirectSearchViewApis) {
  // read once per client, not per search: the schemas are large and every search plans its facets
  let attributes: Promise<FacetAttributeLookup> | undefined;
  const facetAttributesOnce = (signal?: AbortSignal): Promise<FacetAttributeLookup> => {
    attributes ??= facetAttributes(apis.search, signal).catch((error: unknown) => {
      attributes = undefined; // a failure is asked again next time
      throw error;
    });
    return attributes;
  };
  /** The Search API's answer; its 204 (no hits, no body) as a total of 0. */
  async function ask(request: SearchRequest, signal?: AbortSignal): Promise<SearchApiResponse | null> {
    const answer = await apis.search.send<SearchApiResponse | null>(searchCall(request), signal);
    if (!answer.ok) throw new CallFailed(answer);
    return answer.value;
  }

  async function search(request: SearchRequest, signal?: AbortSignal): Promise<SearchApiResponse> {
    const answer = await ask(request, signal);
    const method = request.request_options?.group_by?.aggregation_method;
    if (answer) return method ? withArchiveMemberCounts(apis.data, method, answer, signal) : answer;
    const none: SearchApiResponse = { query_id: '', result_type: request.return_type, total_count: 0 };
    const options = request.request_options ?? {};
    return options.group_by ? groupedPageWithoutGroups(request, signal).then((found) => found ?? none) : none;
  }

  /**
   * A grouped request the Search API answers 204: the groups ran out (a page past the last) or
   * grouping kept nothing of hits it had. /search/data says which, with the hits' total and
   * facets, so the results can say 'no results remain after grouping': asked here of the API as
   * the same query ungrouped (its total and facets), and its groups' count from their first page.
   */
  async function groupedPageWithoutGroups(
    request: SearchRequest,
    signal?: AbortSignal,
  ): Promise<SearchApiResponse | null> {
    const { group_by: _groupBy, group_by_return_type: _returned, sort: _sort, ...rest } = request.request_options ?? {};
    const firstOf = (options: object) => ({
      ...request,
      request_options: { ...options, paginate: { start: 0, rows: 1 } },
    });
    const ungrouped = await ask(firstOf(rest), signal);
    if (!ungrouped) return null;
    const groups = request.request_options?.paginate?.start
      ? await ask(firstOf(request.request_options), signal)
      : null;
    return {
      query_id: ungrouped.query_id,
      result_type: request.return_type,
      total_count: groups?.total_count ?? 0,
      group_by_count: groups?.group_by_count ?? groups?.total_count ?? 0,
      ungrouped_count: ungrouped.total_count,
      group_set: [],
      ...(ungrouped.facets ? { facets: ungrouped.facets } : {}),
    };
  }

  return async function searchData(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<SearchResponse>> {
    try {
      const facetAttribute = await facetAttributesOnce(signal);
      const value = await answerSearchView(
        { request: body.request, getDrilldown: body.getDrilldown ?? false },
        {
          search: (request) => search(request, signal),
          documentsFor: async (response, returnType) => {
            const type = DOC_TYPE_OF_RETURN[returnType];
            const members = [
              ...(response.result_set ?? []),
              ...(response.group_set ?? []).flatMap((group) =>
                typeof group === 'string'
                  ? []
                  : [...(group.result_set ?? []), ...(group.representative ? [group.representative] : [])],
              ),
            ];
            const ids = members.map((item) => (typeof item === 'string' ? item : item.identifier));
            const documents = await fetchDocuments(apis.data, type, ids, signal);
            if (!documents.ok) throw new CallFailed(documents);
            return documents.value;
          },
          facetAttribute,
        },
      );
      return { ok: true, status: 200, value };
    } catch (error) {
      if (error instanceof CallFailed) return error.result;
      throw error;
    }
  };
}
