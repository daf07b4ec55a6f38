// The refinements panel (seed 000 §4): buckets checked and shown, and the query's refinements
// applied, removed one by one or cleared, each search from the first page.

import type { Result } from '../model/types.ts';
import { MESSAGES } from '../model/constants/messages.ts';
import {
  applyRefinements as refineRequest,
  clearRefinements as withoutRefinements,
  removeRefinement as withoutRefinement,
  type AppliedRefinement,
} from '../model/refinements.ts';
import { showMoreGroups, toggleBucket } from '../model/facets.ts';
import { responseRef } from './response-ref.ts';
import type { SearchActions } from './search-actions.ts';
import type { SearchState } from './state.ts';
import { plainCopy } from './request-options.ts';
import type { FromFirstPage, RerunWith } from './results-rerun.ts';

export function createRefinementActions(
  state: SearchState,
  search: SearchActions,
  rerunWith: RerunWith,
  fromFirstPage: FromFirstPage,
) {
  return {
    toggleRefinement(facetName: string, label: string): void {
      if (!state.response) return;
      const facets = toggleBucket(state.response.facets, facetName, label);
      state.response = responseRef({ ...state.response, facets });
    },

    /** 'More...': ten more buckets of that facet. */
    showMoreRefinements(facetName: string): void {
      state.facetMaxGroups = { ...showMoreGroups(state.facetMaxGroups, facetName) };
    },

    /**
     * Makes the query's refinements the checked buckets (an AND group of OR values; applied values
     * come back checked, so unticking one removes it) and searches from the first page; with none
     * checked and none applied, shows 'No Refinements have been selected.' instead.
     */
    applyRefinements(): Result<Promise<void>> {
      const refined = state.request
        ? refineRequest(plainCopy(state.request), plainCopy(state.response?.facets ?? []))
        : null;
      if (!refined?.ok) {
        const message = refined?.message ?? MESSAGES.noRefinements;
        state.message = { kind: 'warning', text: message };
        return { ok: false, message };
      }
      return { ok: true, value: search.runSearch(fromFirstPage(refined.value)) };
    },

    /** One applied refinement chip removed: the search runs again from the first page. */
    removeRefinement(refinement: AppliedRefinement): Promise<void> {
      return rerunWith((request) => fromFirstPage(withoutRefinement(request, refinement)));
    },

    /** 'Clear all' refinements: the search runs again without them, from the first page. */
    clearRefinements(): Promise<void> {
      return rerunWith((request) => fromFirstPage(withoutRefinements(request)));
    },
  };
}
