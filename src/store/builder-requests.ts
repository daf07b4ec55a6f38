// The requests the builder stands for: the whole builder (Search, Count) with what an opened
// request carried, and one node of it (Count on a terminal or a group), each with the footer's
// grouping and CSM choice. Counts use the return type the builder's Search will run:
// Search switches to the one its services need (seed 000 §5's confirmations) or does not run.

import type {
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  GroupNode,
  QueryNode,
  Result,
  ReturnType,
  SearchRequest,
  ServiceType,
} from '../model/types.ts';
import { MESSAGES } from '../model/constants/messages.ts';
import { buildRequest, builderToQuery } from '../model/builder/builder.ts';
import { requiredReturnType } from '../model/return-type.ts';
import { resultErr, resultOk } from '../model/result.ts';
import type { SearchState } from './state.ts';
import { plainCopy } from './request-options.ts';

/** The builder's request, or the message that stops it ('Please enter search criteria...' when empty). */
export function requestOfBuilder(state: SearchState): Result<SearchRequest> {
  const builder = state.queryBuilder;
  const carried = builder.carried ? plainCopy(builder.carried) : {};
  const built = buildRequest({
    builder: {
      sections: plainCopy(builder.sections),
      logical_operator: builder.logical_operator ?? 'and',
      includeCsm: builder.includeCsm,
    },
    return_type: state.config.returnType,
    paginate: { start: 0, rows: state.pager.rows },
    grouping: plainCopy(state.grouping),
    ...(carried.refinements ? { refinements: carried.refinements } : {}),
    ...(carried.sort ? { sort: carried.sort } : {}),
    ...(carried.scoring_strategy ? { scoring_strategy: carried.scoring_strategy } : {}),
  });
  if (!built.ok) return built;
  if (!built.value.query) return resultErr(MESSAGES.emptyQuery);
  return resultOk(withRefinementGroup(built.value, carried.refinement_group));
}

/** The services' requirement of these sections' typed terminals (empty ones are left out), or null. */
function requirementOf(sections: readonly BuilderSection[]): ReturnType | null {
  const built = builderToQuery({ builder: { sections: plainCopy([...sections]) } });
  return built.ok ? requiredReturnType(built.value) : null;
}

/**
 * The return type a count of `counted` uses: the one the builder's Search runs (what its services
 * need, else the chosen one); while the whole builder cannot run, what the counted part needs.
 */
export function returnTypeToRun(state: SearchState, counted: readonly BuilderSection[]): ReturnType {
  return requirementOf(state.queryBuilder.sections) ?? requirementOf(counted) ?? state.config.returnType;
}

/** The request of one builder node, as if it were its section's only content. */
export function requestOfNode(state: SearchState, node: BuilderNode, service: ServiceType): Result<SearchRequest> {
  const root: BuilderGroupNode = { id: 'count', type: 'group', logical_operator: 'and', nodes: [plainCopy(node)] };
  const section: BuilderSection = { service, open: true, root };
  const request = buildRequest({
    builder: { sections: [section], includeCsm: state.queryBuilder.includeCsm },
    return_type: returnTypeToRun(state, [section]),
    grouping: plainCopy(state.grouping),
  });
  if (!request.ok) return request;
  return request.value.query ? request : resultErr(MESSAGES.emptyQuery);
}

/** The refinement group of an opened request ANDed back onto the built query. */
function withRefinementGroup(request: SearchRequest, group: GroupNode | undefined): SearchRequest {
  if (!group || !request.query) return request;
  const query: QueryNode = { type: 'group', logical_operator: 'and', nodes: [request.query, group] };
  return { ...request, query };
}
