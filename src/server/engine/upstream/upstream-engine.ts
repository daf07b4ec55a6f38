// The upstream engine (issue 35): the ServerEngine answered from a Search API v2, a Data API and a
// file server (the RCSB's, or another server of ours standing in for them) instead of an index.
// Every answer is browser-direct mode's (src/client/direct/), asked through the server's shared
// transports (upstream-apis.ts), so a route gets from here what the elements would get from the
// public APIs themselves. It reads no archive and contacts no upstream until a route asks.

import { barSuggestions } from '../../../client/direct/bar-suggestions.ts';
import { countFromSearchApi } from '../../../client/direct/direct-count.ts';
import { entryStatusFromDataApi } from '../../../client/direct/direct-entry-status.ts';
import { createDirectLookups } from '../../../client/direct/direct-lookups.ts';
import { createDirectSearchView } from '../../../client/direct/direct-search-view.ts';
import { searchCall, suggestCall } from '../../../client/direct/public-api-calls.ts';
import { createValueSuggesters } from '../../../client/direct/value-suggestions.ts';
import { DEFAULT_SEARCH_VIEW } from '../../../model/search-data/views.ts';
import type { SearchApiResponse } from '../../../model/types.ts';
import { encodeJson } from '../../search-runner/encoded-json.ts';
import { DEFAULT_SEARCH_DEADLINE_MS } from '../../config.ts';
import type { UpstreamConfig } from '../../upstream-config.ts';
import type { ApiSuggestions, EngineLookups, EngineSearches, EngineSuggesters, ServerEngine } from '../types.ts';
import { upstreamApis, type UpstreamApis, type UpstreamOptions } from './upstream-apis.ts';
import { upstreamValue, upstreamValueOrNone } from './upstream-answers.ts';
import { renewing } from './renewing.ts';
import { answerCache } from './answer-cache.ts';
import { upstreamDataApi } from './upstream-data-api.ts';
import { upstreamMetadata } from './upstream-metadata.ts';
import { convertUpload, warmUploadConversion } from '../embedded/upload/convert.ts';
import { upstreamFiles } from './upstream-files.ts';
import { upstreamAlignment } from './upstream-alignment.ts';
import { upstreamReports } from './upstream-reports.ts';
import { upstreamTrees } from './upstream-trees.ts';

function searches({ search, data, clock, outgoing }: UpstreamApis): Omit<EngineSearches, 'align'> {
  const views = renewing(() => createDirectSearchView({ search, data }), clock);
  const answered = answerCache(clock);
  return {
    view: (input, encoding) => {
      const { getDrilldown } = input;
      const request = outgoing(input.request);
      return answered(`view ${encoding} ${getDrilldown} ${JSON.stringify(request)}`, async () => {
        const answer = request.request_options?.return_counts
          ? await countFromSearchApi(search, request)
          : await views()({ report: DEFAULT_SEARCH_VIEW, request, getDrilldown });
        return encodeJson(upstreamValue(answer), encoding);
      });
    },
    api: (request, encoding) => {
      const sent = outgoing(request);
      return answered(`api ${encoding} ${JSON.stringify(sent)}`, async () => {
        // no hits: the API's 204 without a body
        const answer = upstreamValue(await search.send<SearchApiResponse | null>(searchCall(sent)));
        return answer === null ? undefined : encodeJson(answer, encoding);
      });
    },
    suggest: async (raw) => {
      const answer = upstreamValue(await search.send<{ suggestions?: ApiSuggestions }>(suggestCall(raw as object)));
      return answer.suggestions ?? {};
    },
  };
}

function lookups({ data }: UpstreamApis): EngineLookups {
  const direct = createDirectLookups(data);
  return {
    sequences: async (entryId) => upstreamValueOrNone(await direct.sequences(entryId)),
    structure: async (entryId) => upstreamValueOrNone(await direct.structure(entryId)),
    polymerTypes: async (entryId) => upstreamValueOrNone(await direct.polymerTypes(entryId)),
  };
}

function suggesters({ search }: UpstreamApis): EngineSuggesters {
  const values = createValueSuggesters(search);
  return {
    // the upstream holds the values: nothing to read into memory here
    searchBarAttributes: [],
    warm: () => undefined,
    searchBar: async (text, { includeComputational }) =>
      upstreamValue(await barSuggestions(search, includeComputational, text)),
    attribute: async (target, question) => {
      // the public suggester cannot narrow to a sibling condition: no nested suggesters
      if (target.service !== undefined || target.nestedValue !== undefined) return undefined;
      const flag = question.limit ?? question.includeComputational;
      const answer = await values.suggester(target.attribute, flag, question.text);
      // it refuses an attribute without the 'suggest' context: that attribute has no suggester
      if (!answer.ok && answer.status === 400) return undefined;
      return upstreamValue(answer);
    },
  };
}

export function upstreamEngine(config: UpstreamConfig, options: UpstreamOptions = {}): ServerEngine {
  const apis = upstreamApis(config, options);
  const files = upstreamFiles(apis);
  const alignment = upstreamAlignment(files, options.deadlineMs ?? DEFAULT_SEARCH_DEADLINE_MS);
  return {
    searches: { ...searches(apis), align: alignment.align },
    lookups: lookups(apis),
    trees: upstreamTrees(apis),
    suggesters: suggesters(apis),
    entryStatus: async (id) => upstreamValue(await entryStatusFromDataApi(apis.data, id)),
    dataApi: upstreamDataApi(apis),
    ...upstreamMetadata(apis),
    files,
    reports: upstreamReports(apis),
    // an upload is read here as on the embedded engine; the upstream is handed its URL
    uploads: { convert: (bytes, format) => convertUpload(bytes, format), warm: () => warmUploadConversion() },
    warmServices: async () => 0,
    close: () => alignment.close(),
  };
}
