// Refinements: the facet buckets a user checked in the results panel, turned into query
// conditions ANDed onto the request that produced them. The conditions live in one AND group
// labelled REFINEMENTS_LABEL, one OR group per facet (labelled with the facet's name) and one
// terminal per value (labelled with the bucket's label), so they can be listed, removed one by
// one or rebuilt from the panel's checkboxes, whatever the query they refine.

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
import { DEFAULT_START } from './constants/limits.ts';
import { MESSAGES } from './constants/messages.ts';
import { resultErr, resultOk } from './result.ts';
import { refinementGroups, type FacetDefinition } from './facets.ts';
import { REFINEMENTS_LABEL, splitQuery } from './refinement-group.ts';

export interface CheckedFacet {
  facet: Facet;
  buckets: FacetBucket[];
}

/** One applied value, as a chip shows it: the facet's name and the bucket's label. */
export interface AppliedRefinement {
  facet: string;
  label: string;
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
    label: group.facet,
    nodes: group.terms.map((term) => {
      // Chemical-component results are refined by the chemical attribute service.
      const service =
        returnType === 'mol_definition' && !definitions[group.facet]?.service ? 'text_chem' : group.service;
      const parameters: AttributeParameters = {
        attribute: group.attribute,
        operator: term.operator,
        value: term.value,
      };
      return { type: 'terminal', service, parameters, label: term.label } as TerminalNode;
    }),
  }));
  return resultOk({ type: 'group', logical_operator: 'and', label: REFINEMENTS_LABEL, nodes });
}

function joinQuery(base: QueryNode | undefined, refinements: GroupNode | undefined): QueryNode | undefined {
  if (!refinements || refinements.nodes.length === 0) return base;
  return base ? { type: 'group', logical_operator: 'and', nodes: [base, refinements] } : refinements;
}

function withQuery(request: SearchRequest, query: QueryNode | undefined, restartPaging: boolean): SearchRequest {
  const { query: _old, ...rest } = request;
  const options: RequestOptions = { ...request.request_options };
  if (options.paginate && restartPaging) options.paginate = { ...options.paginate, start: DEFAULT_START };
  return { ...rest, ...(query ? { query } : {}), request_options: options };
}

/** A value's chip label: its bucket label, or what the condition says when it has none. */
function valueLabel(node: QueryNode): string {
  if (node.label) return node.label;
  if (node.type !== 'terminal') return '';
  const value = (node.parameters as Partial<AttributeParameters>).value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
}

/** The refinements a request applies, one per value, in the order they were applied. */
export function appliedRefinements(request: SearchRequest | undefined): AppliedRefinement[] {
  const refinements = splitQuery(request?.query).refinements;
  return (refinements?.nodes ?? []).flatMap((group) =>
    group.type === 'group'
      ? group.nodes.map((value) => ({ facet: group.label ?? '', label: valueLabel(value) }))
      : [{ facet: '', label: valueLabel(group) }],
  );
}

/** The request without one applied value (without the whole group when none is left), from page 1. */
export function removeRefinement(request: SearchRequest, removed: AppliedRefinement): SearchRequest {
  const { base, refinements } = splitQuery(request.query);
  if (!refinements) return request;
  const nodes = refinements.nodes
    .map((group) =>
      group.type === 'group' && (group.label ?? '') === removed.facet
        ? { ...group, nodes: group.nodes.filter((value) => valueLabel(value) !== removed.label) }
        : group,
    )
    .filter((group) => group.type !== 'group' || group.nodes.length > 0);
  return withQuery(request, joinQuery(base, { ...refinements, nodes }), true);
}

/** The request without any refinement, from page 1. */
export function clearRefinements(request: SearchRequest): SearchRequest {
  return withQuery(request, splitQuery(request.query).base, true);
}

/**
 * Makes the request's refinements what the panel's checkboxes say: the response marks applied
 * values checked, so unticking one and applying removes it, and unticking all removes the group.
 * Facets the panel does not show (another return type) keep their applied values. With nothing
 * checked and nothing applied: 'No Refinements have been selected.'
 */
export function applyRefinements(
  request: SearchRequest,
  facets: readonly Facet[] | undefined,
  restartPaging = true,
  definitions: Readonly<Record<string, FacetDefinition>> = {},
): Result<SearchRequest> {
  const { base, refinements: applied } = splitQuery(request.query);
  const shown = new Set((facets ?? []).map((facet) => facet.name));
  const kept = (applied?.nodes ?? []).filter((group) => group.type === 'group' && !shown.has(group.label ?? ''));
  const checked = refinementsToQuery(facets, request.return_type, definitions);
  if (!checked.ok && !applied) return checked;
  const nodes = [...kept, ...(checked.ok ? checked.value.nodes : [])];
  const refinements: GroupNode = { type: 'group', logical_operator: 'and', label: REFINEMENTS_LABEL, nodes };
  return resultOk(withQuery(request, joinQuery(base, refinements), restartPaging));
}
