// A request's refinement group (refinement-group.ts) -> the facets with checked buckets that
// buildRequest's `refinements` input turns back into that group. A facet's kind (terms,
// histogram, release-date bins) is not in the request, so each plausible kind is tried and kept
// only when refinementsToQuery rebuilds exactly the applied conditions; when no kind does, the
// caller gets null and keeps the group as it is.

import type { Facet, GroupNode, QueryNode, ReturnType, TerminalNode } from '../types.ts';
import type { FacetDefinition } from '../facets.ts';
import { refinementsToQuery } from '../refinements.ts';

/** Structural equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => sameJson(left[key], right[key]));
}

function candidates(group: GroupNode): Facet[] | null {
  if (group.logical_operator !== 'or' || !group.label) return null;
  const terms = group.nodes.filter((node): node is TerminalNode => node.type === 'terminal');
  if (terms.length === 0 || terms.length !== group.nodes.length) return null;
  const first = terms[0]?.parameters as { attribute?: unknown; value?: unknown } | undefined;
  if (typeof first?.attribute !== 'string') return null;
  if (terms.some((term) => typeof term.label !== 'string')) return null;
  const base = {
    name: group.label,
    attribute: first.attribute,
    // The request does not say how many records each value matched.
    buckets: terms.map((term) => ({ label: term.label as string, population: 0, checked: true })),
  };
  const range = first.value as { from?: unknown; to?: unknown } | undefined;
  const width =
    range && typeof range.from === 'number' && typeof range.to === 'number' ? range.to - range.from : undefined;
  return [
    { ...base, aggregation_type: 'terms' },
    { ...base, aggregation_type: 'date_histogram' },
    ...(width !== undefined ? [{ ...base, aggregation_type: 'histogram' as const, interval: width }] : []),
    { ...base, aggregation_type: 'histogram' },
  ];
}

/**
 * Facets whose checked buckets rebuild `refinements` exactly (with the same return type and
 * facet definitions as buildRequest will get), or null when some facet group cannot be expressed.
 */
export function refinementFacets(
  refinements: GroupNode,
  returnType: ReturnType,
  definitions: Readonly<Record<string, FacetDefinition>> = {},
): Facet[] | null {
  const facets: Facet[] = [];
  for (const node of refinements.nodes) {
    if (node.type !== 'group') return null;
    const found = (candidates(node) ?? []).find((facet) => {
      const rebuilt = refinementsToQuery([facet], returnType, definitions);
      return rebuilt.ok && sameJson(rebuilt.value.nodes, [node] as QueryNode[]);
    });
    if (!found) return null;
    facets.push(found);
  }
  const rebuilt = refinementsToQuery(facets, returnType, definitions);
  return rebuilt.ok && sameJson(rebuilt.value, refinements) ? facets : null;
}
