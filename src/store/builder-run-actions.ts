// The query builder's Counts (seed 000 §4): one terminal or group, one section, the whole query.
// Each lands where the builder shows it; a count that cannot run answers why.

import type { ServiceType } from '../model/types.ts';
import { MESSAGES } from '../model/constants.ts';
import { locate } from '../model/builder/edit.ts';
import { resultErr, resultOk } from '../model/result.ts';
import { countAnswer, type CountActions, type CountAnswer } from './count-actions.ts';
import { requestOfBuilder, requestOfNode } from './builder-requests.ts';
import type { SearchState } from './state.ts';

export function createBuilderCountActions(state: SearchState, counts: CountActions) {
  const builder = state.queryBuilder;

  return {
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
      const request = requestOfBuilder(state);
      if (!request.ok) return request;
      return countAnswer(await counts.count(request.value, { key: 'builder', onCount: (n) => (builder.count = n) }));
    },
  };
}
