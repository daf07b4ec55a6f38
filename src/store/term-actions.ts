// Search-bar submissions (seed 001 §2/§5): 'searchdev' toggles developer mode, an identifier goes
// to its page, a pasted sequence runs a sequence search, anything else a full-text search, and
// dangerous markup is refused with 'Invalid input detected'. A standalone bar (resultsUrl) hands
// the request to the results page instead of searching here.
//
// interpretTerm only decides, so a bar can announce the request in a cancelable pdb-search event
// first; submitTerm decides and acts. Kept free of the search machinery so a lone bar can use it
// without loading the rest of the store (term-store.ts).

import type { SearchRequest, SuggestionItem } from '../model/types.ts';
import { fetchSuggestions } from '../client/suggest.ts';
import { parseSearchTerm } from '../model/search-term.ts';
import type { SearchState } from './state.ts';
import { resultsPageUrl } from './url-format.ts';

export type TermPlan =
  /** Blank input: nothing happens. */
  | { kind: 'none' }
  | { kind: 'developer_mode' }
  /** The UI navigates (location.assign) unless the page cancels its pdb-search event. */
  | { kind: 'navigate'; url: string; reason: 'identifier' | 'results_page'; request?: SearchRequest }
  | { kind: 'invalid'; message: string }
  | { kind: 'search'; request: SearchRequest };

export type TermOutcome =
  | Exclude<TermPlan, { kind: 'developer_mode' } | { kind: 'search' }>
  | { kind: 'developer_mode'; enabled: boolean }
  | { kind: 'search'; request: SearchRequest; done: Promise<void> };

export interface TermOptions {
  /** Overrides config.resultsUrl, for a bar whose own results-url attribute differs. */
  resultsUrl?: string;
}

/**
 * `runSearch` is absent in a term-only store (a lone bar): there a search plan is left to the
 * page, which receives it through the bar's pdb-search event.
 */
export function createTermActions(state: SearchState, runSearch: ((request: SearchRequest) => Promise<void>) | null) {

  function interpretTerm(text: string = state.term, options: TermOptions = {}): TermPlan {
    const parsed = parseSearchTerm(text, {
      baseUrl: state.config.linkBase,
      returnType: state.config.returnType,
      includeCsm: state.queryBuilder.includeCsm,
    });
    if (!parsed) return { kind: 'none' };
    switch (parsed.kind) {
      case 'developer_mode':
        return { kind: 'developer_mode' };
      case 'route':
        return { kind: 'navigate', url: parsed.route.url, reason: 'identifier' };
      case 'invalid':
        return { kind: 'invalid', message: parsed.message };
      case 'sequence':
      case 'full_text': {
        const resultsUrl = options.resultsUrl ?? state.config.resultsUrl;
        if (resultsUrl) return { kind: 'navigate', url: resultsPageUrl(resultsUrl, parsed.request), reason: 'results_page', request: parsed.request };
        return { kind: 'search', request: parsed.request };
      }
    }
  }

  function submitTerm(text: string = state.term, options: TermOptions = {}): TermOutcome {
    const plan = interpretTerm(text, options);
    switch (plan.kind) {
      case 'developer_mode':
        state.developerMode = !state.developerMode;
        return { kind: 'developer_mode', enabled: state.developerMode };
      case 'invalid':
        state.message = { kind: 'error', text: plan.message };
        return plan;
      case 'search':
        return { kind: 'search', request: plan.request, done: runSearch ? runSearch(plan.request) : Promise.resolve() };
      default:
        return plan;
    }
  }

  /**
   * The search-bar menu for `text`: [] for a failed call (a menu is a hint, not worth an error),
   * null when the call was aborted because a newer one replaced it.
   */
  async function suggest(text: string, signal?: AbortSignal): Promise<SuggestionItem[] | null> {
    const result = await fetchSuggestions({ apiBase: state.config.apiBase }, state.queryBuilder.includeCsm, text, signal);
    if (!result.ok) return result.aborted ? null : [];
    return Array.isArray(result.value.items) ? result.value.items : [];
  }

  return { interpretTerm, submitTerm, suggest };
}

export type TermActions = ReturnType<typeof createTermActions>;
