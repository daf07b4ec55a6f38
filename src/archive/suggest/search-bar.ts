// The search bar's suggestion menu (seed 001 §2, §3): values of the suggestible attributes
// grouped under headers, header rows marked so arrow keys skip them.

import type { SuggestionItem, SuggestionResponse } from '../../model/types.ts';
import { SEARCH_BAR_ITEMS_PER_GROUP, SEARCH_BAR_MENU, type SuggestionGroup } from '../../model/search-bar-menu.ts';
import { foldCase } from './text-match.ts';
import { compareSuggestions, type ValueSuggester, type ValueSuggestion } from './value-suggester.ts';

export type { SuggestionGroup } from '../../model/search-bar-menu.ts';
export { SEARCH_BAR_ITEMS_PER_GROUP } from '../../model/search-bar-menu.ts';

/**
 * The archive's stand-ins for menu attributes its files cannot give: the RCSB suggests organisms
 * from taxonomy lineages, which mmCIF files do not state, so the archive offers the scientific
 * name the files do state; its Ligand rows are chemical components, as they always were.
 */
const ARCHIVE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  'rcsb_entity_source_organism.taxonomy_lineage.name': ['rcsb_entity_source_organism.ncbi_scientific_name'],
  'pdbx_reference_molecule.prd_id': [],
};

/** Menu order (model/search-bar-menu.ts), over the attributes the archive suggests. */
export const SEARCH_BAR_GROUPS: readonly SuggestionGroup[] = SEARCH_BAR_MENU.map(({ header, attributes }) => ({
  header,
  attributes: attributes.flatMap((attribute) => ARCHIVE_ATTRIBUTES[attribute] ?? [attribute]),
}));

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
