// What the search bar needs of a store. Inside a <pdb-search-context> that is the context's full
// store; a lone bar keeps only the state and the term actions, so its bundle stays small.

import type { SearchActions } from '../../store/create-search-store.ts';
import type { SearchState } from '../../store/state.ts';
import { createSearchState } from '../../store/state-actions.ts';
import { createLoneTermActions } from '../../store/lone-term-actions.ts';
import type { TermActions } from '../../store/term-actions.ts';

/** A context's store, or a lone bar's own: the state and the term actions (a full store has them). */
export type BarStore = {
  state: SearchState;
  actions: Pick<TermActions, 'resolveTerm' | 'suggest'> &
    Partial<Pick<SearchActions, 'search' | 'openBuilder' | 'setBrowseTree' | 'routeHref'>>;
};

export function createLoneBarStore(): BarStore {
  const state = createSearchState();
  return { state, actions: createLoneTermActions(state) };
}
