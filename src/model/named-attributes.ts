// Whether describing a request needs the attributes' names from the metadata schemas: only its
// attribute terminals outside the refinements show an attribute path (refinement values are named
// by the facet groups the request carries, describe.ts). Type imports only beside
// refinement-group.ts, so asking costs the store nothing it does not already load.

import type { QueryNode, SearchRequest } from './types.ts';
import { baseQuery } from './refinement-group.ts';

const ATTRIBUTE_SERVICES: ReadonlySet<string> = new Set(['text', 'text_chem']);

function hasAttributeTerminal(node: QueryNode | undefined): boolean {
  if (!node || typeof node !== 'object') return false;
  if (node.type === 'group') return Array.isArray(node.nodes) && node.nodes.some(hasAttributeTerminal);
  return ATTRIBUTE_SERVICES.has(node.service);
}

/** The request names an attribute by its path unless the describer is given the attribute names. */
export function needsAttributeNames(request: SearchRequest | null | undefined): boolean {
  try {
    return hasAttributeTerminal(baseQuery(request));
  } catch {
    // a stored request of another shape is described as it can be, without names
    return false;
  }
}
