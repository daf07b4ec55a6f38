// The search bar's suggestion menu (seed 001 §2, §3): values of the suggestible attributes
// grouped under headers, header rows marked so arrow keys skip them.

import type { SuggestionItem, SuggestionResponse } from '../../model/types.ts';
import { foldCase } from './text-match.ts';
import {
  compareSuggestions,
  ENTRY_ID_ATTRIBUTE,
  type ValueSuggester,
  type ValueSuggestion,
} from './value-suggester.ts';

export interface SuggestionGroup {
  header: string;
  attributes: readonly string[];
}

/**
 * Menu order. The attributes carry the RCSB `suggest` search context, except the source
 * organism: the RCSB suggests organisms from taxonomy lineages, which mmCIF files do not state,
 * so the archive offers the scientific name the files do state.
 */
export const SEARCH_BAR_GROUPS: readonly SuggestionGroup[] = [
  { header: 'Entry ID', attributes: [ENTRY_ID_ATTRIBUTE] },
  { header: 'Macromolecule Name', attributes: ['rcsb_polymer_entity.pdbx_description'] },
  { header: 'Structure Title', attributes: ['struct.title'] },
  { header: 'Source Organism', attributes: ['rcsb_entity_source_organism.ncbi_scientific_name'] },
  { header: 'Ligand', attributes: ['rcsb_chem_comp_container_identifiers.comp_id', 'chem_comp.name'] },
  { header: 'Author', attributes: ['audit_author.name'] },
  { header: 'Keywords', attributes: ['struct_keywords.pdbx_keywords', 'struct_keywords.text'] },
  { header: 'Gene Name', attributes: ['rcsb_entity_source_organism.rcsb_gene_name.value'] },
  {
    header: 'Sequence Accession',
    attributes: ['rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession'],
  },
  { header: 'Experimental Method', attributes: ['exptl.method'] },
];

export const SEARCH_BAR_ITEMS_PER_GROUP = 5;

export interface SearchBarOptions {
  includeComputational: boolean;
  itemsPerGroup?: number;
  groups?: readonly SuggestionGroup[];
}

/** Items under one header: its attributes' suggestions merged by rank, one row per value. */
function groupSuggestions(
  suggester: ValueSuggester,
  group: SuggestionGroup,
  text: string,
  options: { includeComputational: boolean; limit: number },
): Array<ValueSuggestion & { attribute: string }> {
  const merged = group.attributes.flatMap((attribute) =>
    suggester
      .suggest(attribute, text, { limit: options.limit, includeComputational: options.includeComputational })
      .map((s) => ({ ...s, attribute })),
  );
  const seen = new Set<string>();
  return merged
    .sort(compareSuggestions)
    .filter((s) => {
      const key = foldCase(s.value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, options.limit);
}

export function searchBarSuggestions(
  suggester: ValueSuggester,
  text: string,
  options: SearchBarOptions,
): SuggestionResponse {
  const limit = options.itemsPerGroup ?? SEARCH_BAR_ITEMS_PER_GROUP;
  const attributes: SuggestionResponse['attributes'] = [];
  const items: SuggestionItem[] = [];
  for (const group of options.groups ?? SEARCH_BAR_GROUPS) {
    const found = groupSuggestions(suggester, group, text, {
      includeComputational: options.includeComputational,
      limit,
    });
    if (found.length === 0) continue;
    items.push({ label: group.header, header: true });
    for (const s of found) items.push({ label: s.value, value: s.value, attribute: s.attribute, count: s.count });
    for (const attribute of new Set(found.map((s) => s.attribute))) {
      attributes.push({ attribute, name: suggester.describe(attribute)?.label ?? group.header });
    }
  }
  return { attributes, items };
}
