// Refinements: the facet buckets a user checked in the results panel, checked for at least one
// choice and turned into query conditions ANDed onto the request that produced them.

import type {
  AttributeParameters,
  Facet,
  FacetBucket,
  GroupNode,
  QueryNode,
  RequestOptions,
  Result,
  ReturnType,
  SearchRequest,
  TerminalNode,
} from './types.ts';
import { DEFAULT_START, MESSAGES } from './constants.ts';
import { resultErr, resultOk } from './result.ts';
import { refinementGroups, type FacetDefinition } from './facets.ts';

export interface CheckedFacet {
  facet: Facet;
  buckets: FacetBucket[];
}

/** Facets with at least one checked bucket; none alerts 'No Refinements have been selected.' */
export function validateRefinements(facets: readonly Facet[] | undefined): Result<CheckedFacet[]> {
  const checked = (facets ?? [])
    .map((facet) => ({ facet, buckets: (facet.buckets ?? []).filter((bucket) => bucket.checked === true) }))
    .filter((entry) => entry.buckets.length > 0);
  return checked.length === 0 ? resultErr(MESSAGES.noRefinements) : resultOk(checked);
}

/**
 * Checked buckets -> an AND group holding one OR group per facet. How a bucket label reads as a
 * condition (terms, histogram bins, 5-year release-date bins) is facets.ts's job.
 */
export function refinementsToQuery(
  facets: readonly Facet[] | undefined,
  returnType: ReturnType,
  definitions: Readonly<Record<string, FacetDefinition>> = {},
): Result<GroupNode> {
  if (!validateRefinements(facets).ok) return resultErr(MESSAGES.noRefinements);
  // A blank label cannot be searched for; its bucket is ignored.
  const groups = refinementGroups(facets ?? [], definitions)
    .map((group) => ({
      ...group,
      terms: group.terms.filter((term) => !(typeof term.value === 'string' && term.value.trim() === '')),
    }))
    .filter((group) => group.terms.length > 0);
  if (groups.length === 0) return resultErr(MESSAGES.noRefinements);
  const nodes: QueryNode[] = groups.map((group) => ({
    type: 'group',
    logical_operator: 'or',
    nodes: group.terms.map((term) => {
      // Chemical-component results are refined by the chemical attribute service.
      const service =
        returnType === 'mol_definition' && !definitions[group.facet]?.service ? 'text_chem' : group.service;
      const parameters: AttributeParameters = {
        attribute: group.attribute,
        operator: term.operator,
        value: term.value,
      };
      return { type: 'terminal', service, parameters } as TerminalNode;
    }),
  }));
  return resultOk({ type: 'group', logical_operator: 'and', nodes });
}

/** Applies checked refinements to a request; applying them restarts at the first page. */
export function applyRefinements(
  request: SearchRequest,
  facets: readonly Facet[] | undefined,
  restartPaging = true,
  definitions: Readonly<Record<string, FacetDefinition>> = {},
): Result<SearchRequest> {
  const refinements = refinementsToQuery(facets, request.return_type, definitions);
  if (!refinements.ok) return refinements;
  const query: QueryNode = request.query
    ? { type: 'group', logical_operator: 'and', nodes: [request.query, refinements.value] }
    : refinements.value;
  const options: RequestOptions = { ...request.request_options };
  if (options.paginate && restartPaging) options.paginate = { ...options.paginate, start: DEFAULT_START };
  return resultOk({ ...request, query, request_options: options });
}
