// The Search API requests of Browse Annotations in browser-direct mode (issue 34) and how their
// answers are read. A node's entries are those of its lineage id (the root's: any lineage of the
// tree); the candidates for its children are a terms facet on the lineage's ids under a filter on
// depth d+1, and for its grandchildren (whether a child has children) under depth d+2. Each
// candidate brings its counts (all entries, and computed models among them) and an entry holding
// it, whose lineages GraphQL gives. The filter keeps records where the API indexes them
// nested; where it does not, a facet also lists other lineages' ids: those are told apart later.

import { treeNodeQuery } from '../../../model/trees.ts';
import type { Facet, FacetBucket } from '../../../model/types/response.ts';
import type { AttributeParameters } from '../../../model/types/parameters.ts';
import type { FacetRequest, FilterNode, QueryNode, SearchRequest } from '../../../model/types/request.ts';
import type { TreeSource } from './tree-sources.ts';

const METHOD = 'rcsb_entry_info.structure_determination_methodology';
const ENTRY_ID = 'rcsb_entry_container_identifiers.entry_id';
const COMPUTED = 'computational';

/** A node's counts as the server's tree gives them: experimental entries, and all entries. */
export interface Counts {
  entries: number;
  allEntries: number;
}

export interface Candidate extends Counts {
  id: string;
  /** Entries holding it. */
  hits: string[];
}

export interface NodeAnswer extends Counts {
  /** An entry holding the node. */
  hits: string[];
  children: Candidate[];
  grandchildren: Candidate[];
}

/** A lineage condition, with the annotation type on the same record where the tree's lineage is typed. */
function conditions(source: TreeSource, condition: AttributeParameters): AttributeParameters[] {
  const type = source.descriptor.annotationType;
  return type ? [{ attribute: type.attribute, operator: 'exact_match', value: type.value }, condition] : [condition];
}

function queryOf(source: TreeSource, condition: AttributeParameters): QueryNode {
  const nodes = conditions(source, condition).map((parameters): QueryNode => ({
    type: 'terminal',
    service: 'text',
    parameters,
  }));
  return nodes.length === 1 ? nodes[0]! : { type: 'group', logical_operator: 'and', nodes };
}

function filterOf(source: TreeSource, condition: AttributeParameters): FilterNode {
  const nodes = conditions(source, condition).map((parameters): FilterNode => ({ type: 'terminal', parameters }));
  return nodes.length === 1 ? nodes[0]! : { type: 'group', logical_operator: 'and', nodes };
}

/** The entries under a node: its lineage id; the root's, any lineage of the tree. */
export function nodeQuery(source: TreeSource, nodeId: string): QueryNode {
  if (nodeId === source.root.id) return queryOf(source, { attribute: source.descriptor.attribute, operator: 'exists' });
  return treeNodeQuery(source.descriptor, nodeId)!;
}

type TermsFacet = Extract<FacetRequest, { aggregation_type: 'terms' }>;

const terms = (
  name: string,
  attribute: string,
  more: Pick<TermsFacet, 'max_num_intervals' | 'facets'> = {},
): TermsFacet => ({
  name,
  aggregation_type: 'terms',
  attribute,
  ...more,
});

/** One entry holding the node or candidate: its lineages name it, its depth and its parent. */
const ONE_HIT: FacetRequest = terms('hits', ENTRY_ID, { max_num_intervals: 1 });

function lineageFacet(source: TreeSource, name: string, depth: number): FacetRequest {
  return {
    filter: filterOf(source, { attribute: source.depthAttribute, operator: 'equals', value: depth }),
    facets: [
      terms(name, source.descriptor.attribute, {
        facets: [terms('methods', METHOD), ONE_HIT],
      }),
    ],
  };
}

function countsRequest(query: QueryNode, facets: FacetRequest[]): SearchRequest {
  return {
    query,
    return_type: 'entry',
    // computed models too: a node only they reach is still listed (with no experimental entries)
    request_options: { return_counts: true, results_content_type: ['experimental', 'computational'], facets },
  };
}

/** A node's counts and one entry holding it, when its depth is not known yet. */
export const lookupRequest = (source: TreeSource, nodeId: string): SearchRequest =>
  countsRequest(nodeQuery(source, nodeId), [terms('methods', METHOD), ONE_HIT]);

/** A node's counts with the candidates for its children and grandchildren. */
export const childrenRequest = (source: TreeSource, nodeId: string, depth: number): SearchRequest =>
  countsRequest(nodeQuery(source, nodeId), [
    terms('methods', METHOD),
    lineageFacet(source, 'children', depth + 1),
    lineageFacet(source, 'grandchildren', depth + 2),
  ]);

/** The nodes of a name (a facet bucket's label), with their counts and an entry of each. */
export function namedRequest(source: TreeSource, name: string): SearchRequest {
  const condition: AttributeParameters = { attribute: source.nameAttribute, operator: 'exact_match', value: name };
  return countsRequest(queryOf(source, condition), [
    {
      filter: filterOf(source, condition),
      facets: [terms('named', source.descriptor.attribute, { facets: [terms('methods', METHOD), ONE_HIT] })],
    },
  ]);
}

/** The Search API's answer as far as these requests read it. */
export interface CountsResponse {
  total_count?: number;
  facets?: Facet[];
}

const facetNamed = (facets: readonly Facet[] | undefined, name: string): Facet | undefined =>
  facets?.find((facet) => facet.name === name);

function countsOf(all: number, facets: readonly Facet[] | undefined): Counts {
  const computed = facetNamed(facets, 'methods')?.buckets.find((b) => b.label === COMPUTED)?.population ?? 0;
  return { entries: all - computed, allEntries: all };
}

const hitsOf = (facets: readonly Facet[] | undefined): string[] =>
  facetNamed(facets, 'hits')?.buckets.map((bucket) => bucket.label) ?? [];

const candidate = (bucket: FacetBucket): Candidate => ({
  id: bucket.label,
  ...countsOf(bucket.population, bucket.facets),
  hits: hitsOf(bucket.facets),
});

export const candidatesOf = (response: CountsResponse, name: string): Candidate[] =>
  facetNamed(response.facets, name)?.buckets.map(candidate) ?? [];

export function nodeAnswer(response: CountsResponse): NodeAnswer {
  return {
    ...countsOf(response.total_count ?? 0, response.facets),
    hits: hitsOf(response.facets),
    children: candidatesOf(response, 'children'),
    grandchildren: candidatesOf(response, 'grandchildren'),
  };
}
