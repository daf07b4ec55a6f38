// Where a request keeps its refinements: one AND group labelled REFINEMENTS_LABEL beside the
// query the user asked (refinements.ts builds and edits it). Kept apart, with type imports only,
// so the lone search bar can find the query the user asked without the refinements machinery.

import type { GroupNode, QueryNode, SearchRequest } from './types.ts';

/** The label of the AND group that holds a request's refinements. */
export const REFINEMENTS_LABEL = 'refinements';

const isRefinements = (node: QueryNode): boolean => node.type === 'group' && node.label === REFINEMENTS_LABEL;

/** The request's query split into what the user asked and its refinement group, if any. */
export function splitQuery(query: QueryNode | undefined): { base: QueryNode | undefined; refinements?: GroupNode } {
  if (!query) return { base: undefined };
  if (query.type !== 'group') return { base: query };
  if (isRefinements(query)) return { base: undefined, refinements: query };
  if (query.logical_operator !== 'and') return { base: query };
  const refinements = query.nodes.find(isRefinements) as GroupNode | undefined;
  if (!refinements) return { base: query };
  const rest = query.nodes.filter((node) => node !== refinements);
  return { base: rest.length === 1 ? rest[0] : { ...query, nodes: rest }, refinements };
}

/** The query the user asked, refinements aside. */
export function baseQuery(request: SearchRequest | null | undefined): QueryNode | undefined {
  return splitQuery(request?.query).base;
}
