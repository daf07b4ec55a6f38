// Suggestions for one attribute's value input in the query builder (seed 000 §5: "attributes
// whose context includes exact match use a suggester"), optionally restricted to the records of
// a nested attribute's context value (e.g. annotation names of type Pfam).

import type { SuggestionItem } from '../../model/types.ts';
import { contextRoot, type CatalogueAttribute } from '../index/catalogue.ts';
import type { ValueSuggester } from './value-suggester.ts';

export type SuggesterService = 'text' | 'text_chem';

export const DEFAULT_SUGGESTER_ITEMS = 10;

export interface AttributeSuggestRequest {
  attribute: string;
  text: string;
  includeComputational: boolean;
  /** Restrict to one service's catalogue (the structure/chemical path form); either otherwise. */
  service?: SuggesterService;
  nestedValue?: string;
  limit?: number;
}

/**
 * The catalogue entry when the archive can suggest values for the attribute: a string attribute
 * it holds, searchable by exact match or marked for suggestions. Nested requests also need the
 * attribute to belong to a nested record with a context attribute.
 */
export function suggestibleAttribute(
  catalogue: { text: ReadonlyMap<string, CatalogueAttribute>; text_chem: ReadonlyMap<string, CatalogueAttribute> },
  request: Pick<AttributeSuggestRequest, 'attribute' | 'service' | 'nestedValue'>,
): CatalogueAttribute | undefined {
  const found = request.service
    ? catalogue[request.service].get(request.attribute)
    : (catalogue.text.get(request.attribute) ?? catalogue.text_chem.get(request.attribute));
  if (!found || found.type !== 'string' || !(found.exact_match || found.suggest)) return undefined;
  if (request.nestedValue !== undefined && !contextRoot(found)) return undefined;
  return found;
}

/** Menu items for a supported attribute (see `suggestibleAttribute`); [] when nothing matches. */
export function attributeSuggestions(
  suggester: ValueSuggester,
  request: AttributeSuggestRequest,
  description: CatalogueAttribute,
): SuggestionItem[] {
  const nested = request.nestedValue !== undefined ? contextRoot(description)?.category_path : undefined;
  return suggester
    .suggest(request.attribute, request.text, {
      limit: request.limit ?? DEFAULT_SUGGESTER_ITEMS,
      includeComputational: request.includeComputational,
      ...(request.nestedValue !== undefined ? { nestedValue: request.nestedValue } : {}),
    })
    .map((s): SuggestionItem => ({
      label: s.value,
      value: s.value,
      attribute: request.attribute,
      count: s.count,
      ...(nested ? { nested_attribute: nested, nested_attribute_value: request.nestedValue } : {}),
    }));
}
