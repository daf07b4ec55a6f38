// The search bar's menu and the value suggesters over the archive's values (seed 000 §7,
// seed 001 §7): one ValueSuggester per engine, its attributes' values read on first use.

import type { ArchiveIndex } from '../../../archive/query/archive-index.ts';
import { ValueSuggester } from '../../../archive/suggest/value-suggester.ts';
import { SEARCH_BAR_GROUPS, searchBarSuggestions } from '../../../archive/suggest/search-bar.ts';
import { attributeSuggestions, suggestibleAttribute } from '../../../archive/suggest/attribute-suggester.ts';
import { normaliseSuggestText } from '../../../archive/suggest/text-match.ts';
import { LIMITS } from '../../../model/constants/limits.ts';
import type { EngineSuggesters } from '../types.ts';

export function archiveSuggesters(index: ArchiveIndex): EngineSuggesters {
  const suggester = new ValueSuggester(index);
  return {
    searchBarAttributes: SEARCH_BAR_GROUPS.flatMap((group) => group.attributes),
    warm: (attributes) => suggester.warm(attributes),
    searchBar: async (raw, options) => {
      const text = normaliseSuggestText(raw);
      // the search bar asks only from the second character on (seed 001 §5)
      if (text.length < LIMITS.suggestMinChars) return { attributes: [], items: [] };
      return searchBarSuggestions(suggester, text, options);
    },
    attribute: async (target, question) => {
      const description = suggestibleAttribute(index.catalogue, target);
      return description && attributeSuggestions(suggester, { ...target, ...question }, description);
    },
  };
}
