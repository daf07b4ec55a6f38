// What the query builder's request is run for (seed 000 §4): Counts of one terminal or group, one
// section or the whole query, each landing where the builder shows it, and Search. A request that
// cannot run answers why.

import type { Result, SearchRequest, ServiceType } from '../model/types.ts';
import { MESSAGES } from '../model/constants/messages.ts';
import { locate } from '../model/builder/edit.ts';
import { resultErr, resultOk } from '../model/result.ts';
import { countAnswer, type CountActions, type CountAnswer } from './count-actions.ts';
import { requestOfBuilder, requestOfNode } from './builder-requests.ts';
import { prepareRequest } from './request-options.ts';
import type { SearchActions } from './search-actions.ts';
import type { SearchState } from './state.ts';

export function createBuilderRunActions(state: SearchState, search: SearchActions, counts: CountActions) {
  const builder = state.queryBuilder;
  const builderRequest = (): Result<SearchRequest> => requestOfBuilder(state);

  return {
    builderRequest,

    /** Search: the builder's request, or the message that stops it (nothing is sent then). */
    async searchBuilder(): Promise<Result<SearchRequest>> {
      const request = builderRequest();
      if (!request.ok) return request;
      builder.queryId = prepareRequest(request.value, state.pager.rows).request_info?.query_id ?? null;
      await search.runSearch(request.value);
      return request;
    },

    /** Count of one terminal or group; lands on the node (null while unknown). */
    async countNode(id: string): Promise<CountAnswer> {
      const found = locate(builder.sections, id);
      if (!found) return resultErr(MESSAGES.emptyQuery);
      const request = requestOfNode(state, found.node, found.section.service);
      if (!request.ok) return request;
      const answer = await counts.count(request.value, { key: `node:${id}` });
      if (!answer.ok) return countAnswer(answer);
      const node = locate(builder.sections, id)?.node;
      if (node) node.count = answer.count;
      return resultOk(answer.count);
    },

    /** Count of one section (state.counts[service]). */
    async countSection(service: ServiceType): Promise<CountAnswer> {
      const section = builder.sections.find((s) => s.service === service);
      if (!section) return resultErr(MESSAGES.emptyQuery);
      return countAnswer(await counts.count(section));
    },

    /** Count of the whole query, options included (state.queryBuilder.count). */
    async countBuilder(): Promise<CountAnswer> {
      const request = builderRequest();
      if (!request.ok) return request;
      return countAnswer(await counts.count(request.value, { key: 'builder', onCount: (n) => (builder.count = n) }));
    },
  };
}
