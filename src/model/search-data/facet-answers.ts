// Search API facet results -> the refinement panel's facets: range buckets get their panel labels
// (empty ones dropped), facets without buckets are left out,
// and a bucket is `checked` when the request already refines on it, i.e. the query holds the very
// condition model/facets.ts would build from that bucket.

import { bucketTerm, facetDefinitionFromFacet } from '../facets.ts';
import type {
  Facet,
  FacetBucket,
  QueryNode,
  SearchApiFacetResult,
  SearchApiResponse,
  SearchRequest,
} from '../types.ts';
import type { PlannedFacet } from './default-facets.ts';

/** JSON with sorted keys, so equal conditions compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** exact_match ignores case, so its values compare in lower case. */
function conditionKey(attribute: string, operator: string, value: unknown): string {
  const comparable = operator === 'exact_match' && typeof value === 'string' ? value.toLowerCase() : value;
  return `${attribute}\u0000${operator}\u0000${canonical(comparable)}`;
}

/** Every positive attribute condition of a query ('in' counts as one exact match per value). */
function queryConditions(node: QueryNode | undefined, out = new Set<string>(), depth = 0): Set<string> {
  if (!node || depth > 64) return out;
  if (node.type === 'group') {
    for (const child of node.nodes) queryConditions(child, out, depth + 1);
    return out;
  }
  if (node.service !== 'text' && node.service !== 'text_chem') return out;
  const { attribute, operator, value, negation } = node.parameters;
  if (negation === true) return out;
  out.add(conditionKey(attribute, operator, value));
  if (operator === 'in' && Array.isArray(value))
    for (const v of value) out.add(conditionKey(attribute, 'exact_match', v));
  return out;
}

function withBuckets(planned: PlannedFacet, buckets: FacetBucket[]): Facet {
  return { name: planned.name, attribute: planned.attribute, aggregation_type: planned.aggregation_type, buckets };
}

function markChecked(facet: Facet, conditions: ReadonlySet<string>): Facet {
  const definition = facetDefinitionFromFacet(facet);
  const attribute = facet.attribute ?? '';
  return {
    ...facet,
    buckets: facet.buckets.map((bucket) => {
      const term = bucketTerm(bucket.label, definition);
      return {
        ...bucket,
        checked: term !== null && conditions.has(conditionKey(attribute, term.operator, term.value)),
      };
    }),
  };
}

/** The panel facet for one planned facet, from the search's result of the same name (unchecked). */
function labelledFacet(planned: PlannedFacet, result: SearchApiFacetResult | undefined): Facet {
  const buckets = result && 'buckets' in result ? result.buckets : [];
  if (!planned.ranges)
    return withBuckets(
      planned,
      buckets
        .filter((b) => !planned.allowed || planned.allowed.includes(b.label))
        .map((b) => ({ label: b.label, population: b.population })),
    );
  // range results come back in the order of the requested ranges
  const labelled = planned.ranges
    .map((range, i) => ({ label: range.label, population: buckets[i]?.population ?? 0 }))
    .filter((bucket) => bucket.population > 0);
  return withBuckets(planned, labelled);
}

/** The refinement panel's facets for a search answer (spellings of one term are one bucket already). */
export function panelFacets(
  planned: readonly PlannedFacet[],
  response: SearchApiResponse,
  request: SearchRequest,
): Facet[] {
  const conditions = queryConditions(request.query);
  const facets: Facet[] = [];
  for (const plan of planned) {
    const facet = labelledFacet(
      plan,
      response.facets?.find((f) => f.name === plan.name),
    );
    if (facet.buckets.length > 0) facets.push(markChecked(facet, conditions));
  }
  return facets;
}

/** Facets the client asked for itself are answered as the search computed them. */
export function requestedFacet(result: SearchApiFacetResult): Facet {
  return 'buckets' in result
    ? { name: result.name, buckets: result.buckets as FacetBucket[] }
    : { name: result.name, value: result.value, buckets: [] };
}
