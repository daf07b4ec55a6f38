// The suggester's answer in the public API's shape (suggest/response/json-schema-rcsb_suggest_results
// .json): per attribute, its values best first as {text, score}, the typed text wrapped in the
// highlight tags, no counts; an attribute with no match is left out (the schema's minItems 1).
// Only the attributes the metadata schemas give the `suggest` search context have suggestions,
// as on the public API; the values are the archive's, from the engine's value suggesters.

import { ClientError } from '../errors.ts';
import type { ApiSuggestions, EngineSuggesters } from '../engine/types.ts';
import type { SuggestApiRequest } from './suggest-request.ts';
import { readMetadataSchema } from '../../model/attribute-schema.ts';
import { foldCase, matchStart, suggestPrefix } from '../../model/suggest-text.ts';

/** Suggestions per attribute are bounded here, whatever size asks: a menu never shows more. */
export const SUGGEST_API_MAX_SIZE = 100;

/** How much of an attribute name a refusal repeats. */
const NAME_ECHO = 200;

/**
 * The attributes with the `suggest` context in any of the metadata schemas, in schema order; those
 * this archive does not hold too (the public API suggests them; here they have no values).
 */
export function suggestContextAttributes(schemas: readonly unknown[]): string[] {
  const found = new Set<string>();
  for (const schema of schemas)
    for (const attribute of readMetadataSchema(schema, { withNotHeld: true }).attributes)
      if (attribute.contexts.includes('suggest')) found.add(attribute.path);
  return [...found];
}

/** `value` with the part matching `text` between the tags (as is, when case folding moves it). */
export function highlight(value: string, text: string, preTag: string, postTag: string): string {
  const at = matchStart(value, text);
  if (at === undefined || foldCase(value).length !== value.length) return value;
  const end = at + text.length;
  return `${value.slice(0, at)}${preTag}${value.slice(at, end)}${postTag}${value.slice(end)}`;
}

/** Each attribute once; filtered only when every completion of it is (a filter narrows). */
function attributesAsked(request: SuggestApiRequest, suggestible: readonly string[]): Map<string, boolean> {
  const asked = new Map<string, boolean>();
  for (const { attribute, filtered } of request.completions ??
    suggestible.map((a) => ({ attribute: a, filtered: false })))
    asked.set(attribute, (asked.get(attribute) ?? true) && filtered);
  return asked;
}

export async function suggestApiAnswer(
  request: SuggestApiRequest,
  suggestible: readonly string[],
  suggesters: EngineSuggesters,
): Promise<ApiSuggestions> {
  const asked = attributesAsked(request, suggestible);
  const known = new Set(suggestible);
  for (const attribute of asked.keys()) {
    if (!known.has(attribute))
      throw new ClientError(
        400,
        `'${attribute.slice(0, NAME_ECHO)}' has no suggestions: only attributes whose rcsb_search_context in the metadata schema includes 'suggest' do`,
      );
  }
  const text = suggestPrefix(request.text);
  const limit = Math.min(request.size, SUGGEST_API_MAX_SIZE);
  const suggestions: ApiSuggestions = {};
  for (const [attribute, filtered] of asked) {
    // the archive's suggestions carry no categories, so a filter on them matches none
    const question = { text, includeComputational: request.includeComputational, limit };
    const values = (filtered ? undefined : await suggesters.attribute({ attribute }, question)) ?? [];
    if (values.length === 0) continue;
    // best first; a score by rank, as the values' counts are not the API's to give
    suggestions[attribute] = values.map((item, rank) => ({
      text: highlight(item.value ?? item.label, text, request.preTag, request.postTag),
      score: 1 / (rank + 1),
    }));
  }
  return suggestions;
}
