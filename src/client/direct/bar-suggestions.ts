// The search bar's menu from the public suggester (issue 34): one GET of
// /rcsbsearch/v2/suggest?json= over the menu's attributes (model/search-bar-menu.ts, all with the
// RCSB's `suggest` context), answered as our /search/suggest answers it (SuggestionResponse): a
// header row per group, then its values. The public suggester gives no counts, so none are shown.

import { CSM_RESULTS_CONTENT_TYPE } from '../../model/constants/core.ts';
import { DEFAULT_RESULTS_CONTENT_TYPE } from '../../model/constants/limits.ts';
import { SEARCH_BAR_ITEMS_PER_GROUP, SEARCH_BAR_MENU } from '../../model/search-bar-menu.ts';
import { foldCase, suggestPrefix } from '../../model/suggest-text.ts';
import type { SuggestionItem, SuggestionResponse } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { suggestCall } from './public-api-calls.ts';

/** The suggester's answer (suggest/response/json-schema-rcsb_suggest_results.json). */
interface SuggesterAnswer {
  suggestions?: Record<string, Array<{ text?: unknown; score?: unknown }>>;
}

const MENU_ATTRIBUTES = SEARCH_BAR_MENU.flatMap((group) => group.attributes);

/** The suggester's request for the menu: plain text back (no highlight tags), computed models when asked. */
export function barSuggestRequest(text: string, includeCsm: boolean): object {
  return {
    type: 'basic',
    suggest: { text, attributes: MENU_ATTRIBUTES, size: SEARCH_BAR_ITEMS_PER_GROUP },
    highlight: { pre_tag: '', post_tag: '' },
    results_content_type: [...(includeCsm ? CSM_RESULTS_CONTENT_TYPE : DEFAULT_RESULTS_CONTENT_TYPE)],
  };
}

interface Scored {
  value: string;
  attribute: string;
  score: number;
}

/** One group's values: its attributes' suggestions by score, each value once (case aside). */
function groupValues(answer: SuggesterAnswer, attributes: readonly string[]): Scored[] {
  const scored = attributes.flatMap((attribute) =>
    (answer.suggestions?.[attribute] ?? []).flatMap(({ text, score }) =>
      typeof text === 'string' && text
        ? [{ value: text, attribute, score: typeof score === 'number' ? score : 0 }]
        : [],
    ),
  );
  const byValue = new Map<string, Scored>();
  for (const one of scored.sort((a, b) => b.score - a.score))
    if (!byValue.has(foldCase(one.value))) byValue.set(foldCase(one.value), one);
  return [...byValue.values()].slice(0, SEARCH_BAR_ITEMS_PER_GROUP);
}

export function menuOfSuggestions(answer: SuggesterAnswer): SuggestionResponse {
  const attributes: SuggestionResponse['attributes'] = [];
  const items: SuggestionItem[] = [];
  for (const group of SEARCH_BAR_MENU) {
    const values = groupValues(answer, group.attributes);
    if (values.length === 0) continue;
    items.push({ label: group.header, header: true });
    for (const { value, attribute } of values) items.push({ label: value, value, attribute });
    for (const attribute of new Set(values.map((v) => v.attribute))) attributes.push({ attribute, name: group.header });
  }
  return { attributes, items };
}

export async function barSuggestions(
  search: ApiTransport,
  includeCsm: boolean,
  text: string,
  signal?: AbortSignal,
): Promise<ClientResult<SuggestionResponse>> {
  const prefix = suggestPrefix(text);
  if (!prefix) return { ok: true, status: 200, value: { attributes: [], items: [] } };
  const request = barSuggestRequest(prefix, includeCsm);
  const answer = await search.send<SuggesterAnswer>(suggestCall(request), signal);
  return answer.ok ? { ...answer, value: menuOfSuggestions(answer.value) } : answer;
}
