// What choosing a suggestion does. 'Search by sequence' runs the model's sequence search of its
// residues; an entry id goes to its page like a typed id; a chemical component id goes to its
// ligand page (the menu has just confirmed it is one); any other value becomes an attribute search
// for exactly that value, as rcsb.org's bar does ('Macromolecule Name = "HEMOGLOBIN I"').

import type { ReturnType, SearchRequest, SuggestionItem } from '../../model/types.ts';
import { CSM_RESULTS_CONTENT_TYPE } from '../../model/constants/core.ts';
import { routeSearchInput, type SearchRoute } from '../../model/identifiers.ts';
import { buildSequenceSearchRequest } from '../../model/search-term.ts';
import type { LinkSettings } from '../../model/link-templates.ts';
import type { MenuItem } from './menu.ts';

export const ENTRY_ID_ATTRIBUTE = 'rcsb_entry_container_identifiers.entry_id';
export const CHEM_COMP_ID_ATTRIBUTE = 'rcsb_chem_comp_container_identifiers.comp_id';

/** Chemical-component attributes are answered by the text_chem service. */
function serviceFor(attribute: string): 'text' | 'text_chem' {
  return /^(rcsb_)?chem_comp\b|^pdbx_reference_molecule|^rcsb_bird/.test(attribute) ? 'text_chem' : 'text';
}

export type SuggestionPlan =
  { kind: 'term'; term: string } | { kind: 'route'; route: SearchRoute } | { kind: 'search'; request: SearchRequest };

export function attributeRequest(
  attribute: string,
  value: string,
  returnType: ReturnType,
  includeCsm: boolean,
): SearchRequest {
  const request: SearchRequest = {
    query: {
      type: 'terminal',
      service: serviceFor(attribute),
      parameters: { attribute, operator: 'exact_match', value },
    },
    return_type: returnType,
  };
  if (includeCsm) request.request_options = { results_content_type: [...CSM_RESULTS_CONTENT_TYPE] };
  return request;
}

export function planSuggestion(
  item: MenuItem,
  options: LinkSettings & { returnType: ReturnType; includeCsm: boolean },
): SuggestionPlan {
  const value = item.value ?? item.label;
  if (item.action === 'sequence_search')
    return { kind: 'search', request: buildSequenceSearchRequest(value, options.includeCsm) };
  if (!item.attribute || item.attribute === ENTRY_ID_ATTRIBUTE) return { kind: 'term', term: value };
  if (item.attribute === CHEM_COMP_ID_ATTRIBUTE) {
    const route = ligandRoute(value, options);
    if (route) return { kind: 'route', route };
  }
  return { kind: 'search', request: attributeRequest(item.attribute, value, options.returnType, options.includeCsm) };
}

/** The ligand-url page of an id the menu lists as a chemical component. */
const ligandRoute = (id: string, links: LinkSettings): SearchRoute | null =>
  routeSearchInput(id, {
    ...(links.linkBase !== undefined ? { baseUrl: links.linkBase } : {}),
    links,
    lookup: { isChemicalComponent: () => true },
  });

/**
 * A typed id that the current suggestions list as a chemical component (e.g. 'HEM' under Ligand)
 * goes to its ligand page; the model routes bare short words only when told they are components.
 */
export function ligandRouteFor(
  term: string,
  items: readonly SuggestionItem[],
  links: LinkSettings,
): SearchRoute | null {
  const id = term.trim().toUpperCase();
  const known = items.some(
    (item) => item.attribute === CHEM_COMP_ID_ATTRIBUTE && (item.value ?? item.label).toUpperCase() === id,
  );
  if (!known) return null;
  const route = ligandRoute(id, links);
  return route?.kind === 'chemical_component' ? route : null;
}
