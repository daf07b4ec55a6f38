// The builder's value suggesters in browser-direct mode (issue 34), from the public suggester
// (/rcsbsearch/v2/suggest): it completes only the attributes whose metadata-schema contexts include
// 'suggest' (for any other it refuses the request, so the store offers a suggester for those alone:
// valueSuggestContext) and gives no counts. The entry-id inputs of the structure sections ask it
// too, since rcsb_entry_container_identifiers.entry_id has the 'suggest' context in the RCSB's
// schema. There is no nested suggester: the public one cannot narrow to a sibling condition.

import { CSM_RESULTS_CONTENT_TYPE } from '../../model/constants/core.ts';
import { DEFAULT_RESULTS_CONTENT_TYPE } from '../../model/constants/limits.ts';
import { suggestPrefix } from '../../model/suggest-text.ts';
import type { SuggestionItem } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { suggestCall } from './public-api-calls.ts';

const ENTRY_ID = 'rcsb_entry_container_identifiers.entry_id';

/** The suggester's answer (suggest/response/json-schema-rcsb_suggest_results.json). */
interface SuggesterAnswer {
  suggestions?: Record<string, Array<{ text?: unknown }>>;
}

/**
 * The suggester's request for one attribute, with the archive route's flag: true or false include
 * or leave out computed models; a number asks for that many values of experimental structures.
 * Plain text back (no highlight tags).
 */
export function valueSuggestRequest(attribute: string, flag: boolean | number, text: string): object {
  return {
    type: 'basic',
    suggest: { text, attributes: [attribute], ...(typeof flag === 'number' ? { size: flag } : {}) },
    highlight: { pre_tag: '', post_tag: '' },
    results_content_type: [...(flag === true ? CSM_RESULTS_CONTENT_TYPE : DEFAULT_RESULTS_CONTENT_TYPE)],
  };
}

export function createValueSuggesters(search: ApiTransport) {
  async function suggester(
    attribute: string,
    flag: boolean | number,
    text: string,
    signal?: AbortSignal,
  ): Promise<ClientResult<SuggestionItem[]>> {
    const prefix = suggestPrefix(text);
    if (!prefix) return { ok: true, status: 200, value: [] };
    const answer = await search.send<SuggesterAnswer | null>(
      suggestCall(valueSuggestRequest(attribute, flag, prefix)),
      signal,
    );
    if (!answer.ok) return answer;
    const values = (answer.value?.suggestions?.[attribute] ?? []).flatMap(({ text: value }) =>
      typeof value === 'string' && value ? [value] : [],
    );
    return { ...answer, value: [...new Set(values)].map((value) => ({ label: value, value, attribute })) };
  }
  return {
    suggester,
    entryIdSuggester: (text: string, signal?: AbortSignal) => suggester(ENTRY_ID, true, text, signal),
  };
}
